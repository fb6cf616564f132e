import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { CONNECTION_TYPES, vitalsLangOf, vitalsPageOf, type ConnectionType, type SiteKey, type VitalBeacon } from '@school/shared/contract';

/** A property of `navigator` that not every browser has (the Network Information API, Device Memory). */
const navigatorValue = (name: string): unknown => Reflect.get(navigator, name);

function connection(): { effectiveType: ConnectionType; saveData: boolean } {
  const info = navigatorValue('connection');
  const field = (key: string): unknown => (typeof info === 'object' && info !== null ? Reflect.get(info, key) : undefined);
  const effectiveType = CONNECTION_TYPES.find((t) => t === field('effectiveType')) ?? 'unknown';
  return { effectiveType, saveData: field('saveData') === true };
}

/**
 * Sends each of the page's Web Vitals, as `web-vitals` reports it (LCP and INP when the visitor first
 * acts or leaves, CLS and INP again when the page is hidden), to `POST /api/vitals` with
 * `navigator.sendBeacon`, which outlives the page. The page is its route pattern, never its URL.
 */
export function reportVitals(site: SiteKey, pathname: string, apiBase = ''): void {
  const page = vitalsPageOf(site, pathname);
  if (!page) return;
  const lang = vitalsLangOf(pathname);
  const memory = navigatorValue('deviceMemory');
  const send = (metric: Metric) => {
    const beacon: VitalBeacon = {
      page,
      site,
      lang,
      metric: metric.name,
      value: Math.round(metric.value * 10_000) / 10_000,
      rating: metric.rating,
      ...connection(),
      ...(typeof memory === 'number' ? { deviceMemory: memory } : {}),
    };
    navigator.sendBeacon(`${apiBase}/api/vitals`, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}
