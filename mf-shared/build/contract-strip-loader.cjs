// The contract's modules as the browser builds see them (issue 36; client builds only, create-config.cjs).
//
// An endpoint's declaration carries what the API needs to register and document its route: the summary,
// tags, parameters, query, body and answer schemas, errors. A front end calls it with its method and path
// alone (the session's `call`); the console also reads who may call it (`roles`) and an upload's field
// (`multipart`). The rest only gives the types, erased at compile time, yet its text was on every page's
// first load (about 8 KB gzip of the school home's). This loader:
//   - keeps only those fields in each `endpoint({ … })` declaration;
//   - marks each typebox builder call (`Type.Object(…)`, …) as pure, so a schema no front end reads any
//     more is dropped by the minifier, with the text of its fields.
// Edits are made on the source text at the positions TypeScript's parser gives; everything else is left
// byte for byte. The API, the server bundles and the unit tests read the contract untouched.
'use strict';

const ts = require('typescript');

/** The declaration fields a front end reads at run time. */
const KEPT = new Set(['method', 'path', 'roles', 'multipart', 'produces']);

const PURE = '/*#__PURE__*/';

function propertyName(property, file) {
  if (ts.isSpreadAssignment(property) || !property.name) return null;
  const { name } = property;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return name.getText(file);
}

/** `endpoint({ … })`: the call the contract declares each endpoint with (./src/contract/endpoint.ts). */
function declaration(node) {
  return ts.isIdentifier(node.expression) && node.expression.text === 'endpoint' && node.arguments.length === 1 && ts.isObjectLiteralExpression(node.arguments[0]) ? node.arguments[0] : null;
}

/** `Type.X(…)`: a typebox builder (the browser's are plain functions without side effects). */
function isBuilder(node) {
  return ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'Type';
}

/** The edits that strip one contract module: `{ start, end, text }`, none overlapping, in source order. */
function contractEdits(source, fileName = 'contract.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const declared = declaration(node);
      if (declared) {
        // spreads and computed names are kept as they are: only fields named in the source are dropped
        const kept = declared.properties.filter((p) => {
          const name = propertyName(p, file);
          return name === null || KEPT.has(name);
        });
        if (kept.length < declared.properties.length) {
          edits.push({ start: declared.getStart(file), end: declared.end, text: `{ ${kept.map((p) => p.getText(file)).join(', ')} }` });
        }
        return;
      }
      if (isBuilder(node)) edits.push({ start: node.getStart(file), end: node.getStart(file), text: PURE });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits;
}

/** The module's text with the edits made. */
function stripContract(source, fileName) {
  let out = '';
  let at = 0;
  for (const edit of contractEdits(source, fileName)) {
    out += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + source.slice(at);
}

module.exports = function contractStripLoader(source) {
  return stripContract(source, this.resourcePath);
};
module.exports.stripContract = stripContract;
