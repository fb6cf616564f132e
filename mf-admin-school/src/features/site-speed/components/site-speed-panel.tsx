import './site-speed.css';
import { Card, Segmented, Table } from 'antd';
import { useState } from 'react';
import { ErrorView, LoadingView } from '@school/shared/kit';
import { VITAL_METRICS, VITAL_THRESHOLDS, type ConnectionType, type Site, type VitalMetric, type VitalRating, type VitalStat } from '@school/shared/contract';
import { useSiteSpeed, type SpeedDays } from '../api/get-site-speed';
import { Sparkline } from './sparkline';

const RATING_TEXT: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };
const CONNECTION_TEXT: Record<ConnectionType, string> = { '4g': '4G', '3g': '3G', '2g': '2G', 'slow-2g': 'Slow 2G', unknown: 'Unknown' };
const METRIC_TITLE: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

/** A p75 as people read it: CLS unitless, INP in ms, the loading metrics in seconds. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (metric === 'INP') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(value < 10_000 ? 2 : 1)} s`;
}

/** One metric's p75, coloured by its rating (the rating said in words too, for screen readers and tooltips). */
function Vital({ stat }: { stat: VitalStat | undefined }) {
  if (!stat || stat.p75 === null || stat.rating === null) return <span className="speed-none">—</span>;
  const text = formatVital(stat.metric, stat.p75);
  const rating = RATING_TEXT[stat.rating];
  return (
    <span className={`speed-value speed-${stat.rating}`} title={`${rating}: p75 of ${stat.samples} visits`} aria-label={`${text}, ${rating.toLowerCase()}`}>
      {text}
    </span>
  );
}

const byMetric = (metrics: VitalStat[]) => new Map(metrics.map((m) => [m.metric, m]));

interface Row {
  key: string;
  name: string;
  metrics: Map<VitalMetric, VitalStat>;
}

const metricColumns = VITAL_METRICS.map((metric) => ({
  key: metric,
  title: <abbr title={METRIC_TITLE[metric]}>{metric}</abbr>,
  render: (_: unknown, row: Row) => <Vital stat={row.metrics.get(metric)} />,
}));

/**
 * The dashboard's 'Site speed' (issue 36, item 4): what visitors' browsers measured over the last 7 or
 * 28 days, each Core Web Vital's 75th percentile coloured by Google's thresholds, overall with its daily
 * trend, per page template and per connection type.
 */
export function SiteSpeedPanel() {
  const [days, setDays] = useState<SpeedDays>(7);
  const [site, setSite] = useState<Site>('school');
  const query = useSiteSpeed(site, days);
  const data = query.data;
  const overall = data && byMetric(data.overall);
  const measured = data?.overall.some((m) => m.samples > 0) ?? false;
  return (
    <Card
      className="speed-panel"
      title="Site speed"
      extra={
        <div className="speed-controls">
          <Segmented<Site>
            aria-label="Site"
            value={site}
            onChange={setSite}
            options={[
              { value: 'school', label: 'School' },
              { value: 'women', label: "Women's centre" },
            ]}
          />
          <Segmented<SpeedDays>
            aria-label="Period"
            value={days}
            onChange={setDays}
            options={[
              { value: 7, label: '7 days' },
              { value: 28, label: '28 days' },
            ]}
          />
        </div>
      }
    >
      {query.isError ? (
        <ErrorView message={query.error.message} />
      ) : !data || !overall ? (
        <LoadingView rows={2} />
      ) : !measured ? (
        <p className="speed-empty">No visits measured in the last {days} days.</p>
      ) : (
        <>
          <p className="speed-legend">
            75th percentile of visitors&apos; page loads, by Google&apos;s thresholds: <span className="speed-value speed-good">good</span>{' '}
            <span className="speed-value speed-needs-improvement">needs improvement</span> <span className="speed-value speed-poor">poor</span>
          </p>
          <ul className="speed-overall" aria-label="Each metric over all pages">
            {VITAL_METRICS.map((metric) => (
              <li key={metric} className="speed-metric">
                <abbr className="speed-metric-name" title={METRIC_TITLE[metric]}>
                  {metric}
                </abbr>
                <Vital stat={overall.get(metric)} />
                <Sparkline
                  values={data.trend.map((d) => d.metrics.find((m) => m.metric === metric)?.p75 ?? null)}
                  good={VITAL_THRESHOLDS[metric][0]}
                  label={`${metric} each day of the last ${days} days`}
                />
              </li>
            ))}
          </ul>
          <Table<Row>
            className="speed-table"
            size="small"
            pagination={false}
            aria-label="By page"
            dataSource={data.pages.map((p) => ({ key: p.page, name: p.page, metrics: byMetric(p.metrics) }))}
            columns={[{ key: 'page', title: 'Page', dataIndex: 'name', render: (name: string) => <code>{name === '*' ? 'Other pages' : name}</code> }, ...metricColumns]}
          />
          <Table<Row>
            className="speed-table"
            size="small"
            pagination={false}
            aria-label="By connection"
            dataSource={data.connections.map((c) => ({ key: c.effectiveType, name: CONNECTION_TEXT[c.effectiveType], metrics: byMetric(c.metrics) }))}
            columns={[{ key: 'connection', title: 'Connection', dataIndex: 'name' }, ...metricColumns]}
          />
        </>
      )}
    </Card>
  );
}
