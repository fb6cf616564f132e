import fs from 'node:fs';
import path from 'node:path';

// The browser builds alias `typebox` to a small stand-in (mf-shared/build/typebox-browser.cjs, issue 36);
// the unit tests and the API use the real package. These tests load the contract against the stand-in,
// so a builder the contract starts to use that the stand-in lacks fails here, not in a visitor's browser.

const standIn = jest.requireActual<{ Type: Record<string, unknown> }>('../../build/typebox-browser.cjs');

test('every Type builder the contract uses exists in the stand-in', () => {
  const dir = path.join(__dirname, '..', 'contract');
  const used = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\bType\.([A-Z]\w*)/g)) used.add(m[1]!);
  }
  expect(used.size).toBeGreaterThan(5);
  expect([...used].filter((name) => typeof standIn.Type[name] !== 'function')).toEqual([]);
});

test('the whole contract loads against the stand-in, each endpoint with its method and path', () => {
  jest.isolateModules(() => {
    jest.doMock('typebox', () => standIn);
    const contract = jest.requireActual<{ ENDPOINTS: Record<string, { method: string; path: string }> }>('../contract/index.ts');
    const endpoints = Object.entries(contract.ENDPOINTS);
    expect(endpoints.length).toBeGreaterThan(100);
    for (const [name, e] of endpoints) expect([name, e.method, e.path.startsWith('/')]).toEqual([name, expect.stringMatching(/^(GET|POST|PUT|PATCH|DELETE)$/), true]);
  });
});
