// Row 'inp' (issue 36, item 3): responsiveness after load. Each of the five interactions parents make is
// tried TRIES times on a phone-sized page (360 × 740, DPR 2) in a Chromium whose CPU is throttled 4× (CDP
// `Emulation.setCPUThrottlingRate`). The Event Timing API gives each try's INP: the longest `event` entry
// of the interaction (input delay + processing + until the next paint). The p75 of the tries is reported.
import { percentile } from '../harness/figures.mjs';
import { sleep } from '../harness/processes.mjs';

export const TRIES = 10;
const CPU_SLOWDOWN = 4;
/** The smallest `durationThreshold` the Event Timing API takes: a faster interaction counts as this. */
const FLOOR_MS = 16;

/** In every document of the context: each event entry of an interaction, handed to the bench as it is observed. */
function observeInteractions() {
  const report = (list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__benchEvent({ name: e.name, duration: e.duration, interactionId: e.interactionId, path: location.pathname });
    }
  };
  try {
    new PerformanceObserver(report).observe({ type: 'event', buffered: true, durationThreshold: 16 }); // FLOOR_MS: this runs in the page, without the module's constants
  } catch {
    // no Event Timing API: nothing is reported, and the row says so
  }
}

/** The five interactions: where, and what the visitor does. */
export const INTERACTIONS = [
  { key: 'phone menu (school /)', path: '/', act: (page) => page.click('button.site-menu-button') },
  { key: 'news search typing (school /news)', path: '/news', act: (page) => page.locator('input.news-search-input').pressSequentially('term', { delay: 120 }) },
  { key: 'notice preview (school /notice)', path: '/notice', act: (page) => page.locator('button.icon-button-labelled').first().click() },
  {
    key: 'language switch (school /, phone menu)',
    path: '/',
    // on a phone the switch is in the menu: the menu is opened first, and only the switch's click is measured
    prepare: async (page) => {
      await page.click('button.site-menu-button');
      await page.locator('[data-testid="language-switch"]:visible').waitFor({ timeout: 30_000 });
      await sleep(500);
    },
    act: (page) => page.locator('[data-testid="language-switch"]:visible').click(),
  },
  { key: 'contact form check (school /contact)', path: '/contact', act: (page) => page.locator('form button[type="submit"]').first().click() },
];

/**
 * One try: a fresh context (no cookie: the language switch remembers the choice), the page loaded and
 * settled, then the interaction; its INP in ms (16 when it was faster than the observer's floor).
 */
async function tryOnce(browser, base, interaction) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, serviceWorkers: 'block' });
  try {
    const events = [];
    await context.exposeFunction('__benchEvent', (e) => events.push(e));
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${interaction.path}`, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await sleep(1_000);
    if (!(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('event')))) throw new Error('no Event Timing API');
    await interaction.prepare?.(page);
    events.length = 0;
    await interaction.act(page);
    // entries arrive after the next paint; a navigation (the language switch) reports before it unloads
    await sleep(1_500);
    // no entry: every event of the interaction took less than the observer's 16-ms floor
    return Math.max(FLOOR_MS, ...events.map((e) => e.duration));
  } finally {
    await context.close();
  }
}

export async function measureInp(browser, base, { tries = TRIES, log = console.log } = {}) {
  const out = {};
  for (const interaction of INTERACTIONS) {
    const runs = [];
    const failures = [];
    for (let i = 0; i < tries; i++) {
      try {
        runs.push(await tryOnce(browser, base, interaction));
      } catch (e) {
        failures.push(e.message.split('\n')[0]);
      }
    }
    const measured = [...runs].sort((a, b) => a - b);
    const r = measured.length
      ? { runs, p75: percentile(measured, 75), max: measured.at(-1), measured: measured.length, failures }
      : { error: failures[0] ?? 'no try', runs, failures };
    out[interaction.key] = r;
    log(`  ${interaction.key}: ${r.error ? `n/a (${r.error})` : `p75 ${Math.round(r.p75)} ms, max ${Math.round(r.max)} ms (${runs.map((v) => Math.round(v)).join(', ')}${failures.length ? `; ${failures.length} failed: ${failures[0]}` : ''})`}`);
  }
  return out;
}
