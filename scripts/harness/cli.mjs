// Options and time limits of the scripts.

/** `--name value` and `--name=value` options (kebab-case becomes camelCase), with defaults; numbers stay numbers. */
export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    const key = m[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    let value = m[2];
    if (value === undefined) value = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true';
    out[key] = typeof defaults[key] === 'number' ? Number(value) : value;
  }
  return out;
}

/** Rejects with "<what> timed out after N s" when `promise` takes longer than `msTimeout`. */
export function withTimeout(promise, msTimeout, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${Math.round(msTimeout / 1000)} s`)), msTimeout);
    }),
  ]).finally(() => clearTimeout(timer));
}
