import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * The same check the server makes (api/src/plugins/app/users/passwords.ts): at least 10 characters
 * and a zxcvbn score of 3 or more. The checker and its dictionaries (a few hundred kB) load only when
 * the change-password dialog asks, so the console's first load does not carry them.
 */
export const MIN_PASSWORD = 10;
export const MIN_SCORE = 3;
export const TOO_COMMON = 'This password is too common or too easy to guess. Use a longer phrase of unrelated words.';
export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

let checker: Promise<ZxcvbnFactory> | null = null;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  // a failed chunk load may be retried on the next keystroke
  checker.catch(() => {
    checker = null;
  });
  return checker;
}

/** 0-4; short passwords score 0 whatever zxcvbn says. `related`: the account's email and name. */
export async function passwordScore(password: string, related: string[] = []): Promise<number> {
  if ([...password].length < MIN_PASSWORD) return 0;
  const z = await loadChecker();
  const inputs = related.flatMap((r) => [r, ...r.split(/[@.\s_-]+/)]).filter((r) => r.length >= 3);
  return z.check(password, inputs).score;
}
