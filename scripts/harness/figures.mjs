// Figures of the scripts: percentiles and medians, units, aligned text tables, and the machine they were
// measured on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { CHROMIUM_PATH } from '../../test-support/chromium.mjs';

/** The p-th percentile of an ascending list (nearest rank); null for an empty one. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of the numbers in a list (the lower middle one of an even count); null when there are none. */
export function median(xs) {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
}

const na = (v) => v === null || v === undefined;
export const ms = (v) => (na(v) ? 'n/a' : `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`);
export const kb = (bytes) => (na(bytes) ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
export const mb = (bytes) => (na(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(2)} MB`);

/** Rows (arrays of cells) under a header, as an aligned Markdown table. */
export function textTable(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c)));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(all[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...all.slice(1).map(line)].join('\n');
}

export const printTable = (header, rows) => console.log(textTable(header, rows));

/** The machine a run measured: cores, CPU, memory, Node, OS, Chromium, and the load when it started. */
export function machine() {
  let nproc = os.cpus().length;
  try {
    nproc = Number(execFileSync('nproc').toString().trim());
  } catch {
    /* keep os.cpus() */
  }
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    /* not installed */
  }
  return {
    nproc,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    chromium,
    loadavgAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}
