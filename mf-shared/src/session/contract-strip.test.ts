import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { transformSync } from '@swc/core';

// A browser build strips the contract's endpoint declarations to what a front end reads (method, path,
// roles, an upload's field) and marks typebox's builders pure (mf-shared/build/contract-strip-loader.cjs,
// issue 36). These tests run the whole contract as a browser build sees it: stripped, then against the
// browser's typebox stand-in, and compare each endpoint with the contract the API registers.

const { stripContract } = jest.requireActual<{ stripContract: (source: string, file?: string) => string }>('../../build/contract-strip-loader.cjs');
const standIn = jest.requireActual<object>('../../build/typebox-browser.cjs');
const CONTRACT = path.join(__dirname, '..', 'contract');

interface Declared {
  method: string;
  path: string;
  roles: unknown;
  multipart?: unknown;
  summary?: string;
  answer?: unknown;
}

/** A contract module's exports: the index's `ENDPOINTS`, or anything else. */
interface ContractModule {
  ENDPOINTS?: Record<string, Declared>;
  [name: string]: unknown;
}

/** The contract's modules, each stripped, compiled to CommonJS and run with a require of its own. */
function loadStripped(): ContractModule {
  const cache = new Map<string, ContractModule>();
  const load = (file: string): ContractModule => {
    const cached = cache.get(file);
    if (cached) return cached;
    const exports: ContractModule = {};
    cache.set(file, exports);
    const source = stripContract(fs.readFileSync(file, 'utf8'), file);
    const { code } = transformSync(source, { filename: file, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
    const requireFrom = (request: string) => (request === 'typebox' ? standIn : load(path.join(path.dirname(file), request)));
    vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename: file })(exports, requireFrom, { exports });
    return exports;
  };
  return load(path.join(CONTRACT, 'index.ts'));
}

test('an endpoint keeps what a front end reads, and each builder is marked pure', () => {
  const source = [
    "export const News = Type.Object({ title: Type.String({ maxLength: 200 }) })",
    "export const E = { list: endpoint({ method: 'GET', path: '/api/news', summary: 'Published news', tags: ['news'], query: ListQuery, answer: { 200: Type.Array(News) }, errors: [400], roles: 'public' }),",
    "  upload: endpoint({ method: 'POST', path: '/api/uploads', summary: 'A file', tags, multipart: { field: 'file' }, answer: { 201: Upload }, errors: [400, 413], roles: EDITORS }) }",
  ].join('\n');
  expect(stripContract(source)).toBe(
    [
      "export const News = /*#__PURE__*/Type.Object({ title: /*#__PURE__*/Type.String({ maxLength: 200 }) })",
      "export const E = { list: endpoint({ method: 'GET', path: '/api/news', roles: 'public' }),",
      "  upload: endpoint({ method: 'POST', path: '/api/uploads', multipart: { field: 'file' }, roles: EDITORS }) }",
    ].join('\n'),
  );
});

test('the stripped contract declares every endpoint with the method, path, roles and upload field the API registers', () => {
  const real = jest.requireActual<{ ENDPOINTS: Record<string, Declared> }>('../contract/index.ts').ENDPOINTS;
  const stripped = loadStripped().ENDPOINTS ?? {};
  const names = Object.keys(real);
  expect(names.length).toBeGreaterThan(100);
  expect(Object.keys(stripped).sort()).toEqual([...names].sort());
  const kept = (e: Declared) => ({ method: e.method, path: e.path, roles: e.roles, multipart: e.multipart });
  for (const name of names) expect([name, kept(stripped[name]!)]).toEqual([name, kept(real[name]!)]);
  // what only the API and the types read is gone
  expect(Object.values(stripped).filter((e) => e.summary !== undefined || e.answer !== undefined)).toEqual([]);
});
