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

/**
 * Chromium 156 opens the address bar's pop-up, a WebUI page in a renderer of its own, with every window,
 * headless too: a process and about 0.2 s of CPU more for each browser context (each test), of no use here.
 * Those features are off. Playwright and chrome-launcher each pass a --disable-features list of their own
 * before ours, and only one of two such switches is sure to count: ours repeats theirs.
 */
export const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** The --disable-features switch that keeps `defaults` (the launcher's own list) and adds FEATURES_OFF. */
export function disableFeatures(defaults) {
  const given = defaults.flatMap((f) => (f.startsWith('--disable-features=') ? f.slice('--disable-features='.length).split(',') : []));
  return `--disable-features=${[...new Set([...given, ...FEATURES_OFF])].join(',')}`;
}

/** Playwright 1.65's own list (playwright-core's chromiumSwitches). */
const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The flags for a browser Playwright launches (the e2e suite, the bench's page rows). */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, disableFeatures([`--disable-features=${PLAYWRIGHT_FEATURES_OFF.join(',')}`])];
