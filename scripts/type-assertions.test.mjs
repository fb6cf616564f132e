import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countAssertions, overBudget } from './type-assertions.mjs';

test('counts `as T` and `<T>x`, but not `as const`', () => {
  assert.equal(countAssertions('const a = b as string; const c = [1] as const; const d = <number>e;', 'x.ts'), 2);
  assert.equal(countAssertions('const el = <div>{x as number}</div>;', 'x.tsx'), 1);
});

test('a package over its budget, or missing from it, is named', () => {
  assert.deepEqual(overBudget({ api: 3, web: 2 }, { api: 3, web: 2 }), []);
  const over = overBudget({ api: 4, fresh: 1 }, { api: 3 });
  assert.equal(over.length, 2);
  assert.match(over[0], /^api: 4 type assertions, budget 3/);
  assert.match(over[1], /^fresh: 1 type assertions, budget 0/);
});
