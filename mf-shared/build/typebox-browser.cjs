// `typebox` as the browser builds see it (issue 36; aliased in create-config.cjs, client builds only).
//
// The contract declares its shapes with typebox's `Type` builders. The API validates with them; the front
// ends only take their types (`Static<…>`, erased at compile time) and an endpoint's method and path.
// Yet every schema is built when its module is evaluated, so the whole of typebox (15 KB gzip) and the
// schemas themselves were on every public page's first load. Here each builder returns the plain
// JSON-Schema-like object it describes, enough for a schema that is built from another one
// (`ListQuery.properties`, `Type.Partial`, `Type.Omit`) and nothing more: no validation, no `Kind` symbols.
// A front end that needs typebox at run time (`Value.Check`, …) must not use this alias; the server
// bundles, the API and the unit tests use the real package.
'use strict';

const withOptions = (schema, options) => (options ? { ...options, ...schema } : schema);

const Type = {
  String: (options) => withOptions({ type: 'string' }, options),
  Number: (options) => withOptions({ type: 'number' }, options),
  Integer: (options) => withOptions({ type: 'integer' }, options),
  Boolean: (options) => withOptions({ type: 'boolean' }, options),
  Null: (options) => withOptions({ type: 'null' }, options),
  Unknown: (options) => withOptions({}, options),
  Literal: (value, options) => withOptions({ const: value }, options),
  Array: (items, options) => withOptions({ type: 'array', items }, options),
  Object: (properties, options) => withOptions({ type: 'object', properties }, options),
  Record: (key, value, options) => withOptions({ type: 'object', additionalProperties: value }, options),
  Union: (anyOf, options) => withOptions({ anyOf }, options),
  Optional: (schema) => schema,
  Unsafe: (schema) => schema,
  Partial: (schema, options) => withOptions({ ...schema }, options),
  Omit: (schema, keys, options) => {
    const properties = { ...schema.properties };
    for (const key of keys) delete properties[key];
    return withOptions({ ...schema, properties }, options);
  },
};

module.exports = { Type };
