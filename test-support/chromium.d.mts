// Types of chromium.mjs, for e2e/playwright.config.ts.
export const CHROMIUM_PATH: string;
export const PLAYWRIGHT_CHROMIUM_FLAGS: readonly string[];
