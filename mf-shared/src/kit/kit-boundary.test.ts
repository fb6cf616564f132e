import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every source file of the kit (tests aside). */
function kitSources(dir = __dirname): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return kitSources(path);
    return /\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the kit (mf-shared/README.md)', () => {
  it('holds no API path: callers pass them in', () => {
    const files = kitSources();
    expect(files.length).toBeGreaterThan(20);
    const withPaths = files.filter((f) => /\/api\//.test(readFileSync(f, 'utf8'))).map((f) => relative(__dirname, f));
    expect(withPaths).toEqual([]);
  });
});
