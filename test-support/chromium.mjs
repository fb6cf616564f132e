// The one Chromium the e2e suite and the bench drive: Debian's build (never a downloaded browser), with
// the same flags everywhere, so a figure measured by the bench is taken in the browser the tests use.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
