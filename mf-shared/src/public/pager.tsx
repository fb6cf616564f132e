import { LeftOutlined, RightOutlined, toNepaliDigits, useLang } from '@school/shared/kit';
import './public.css';
import { usePublicText } from './messages';

/** Page numbers to show: the first, the last, and the current one with its neighbours. */
export function pageList(current: number, pages: number): (number | '…')[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | '…')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(p - sorted[i - 1] === 2 ? p - 1 : '…');
    out.push(p);
  });
  return out;
}

export interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation, e.g. 'News pages'. */
  label?: string;
}

/**
 * A small, accessible pager for public lists (antd's Pagination brings its
 * Select along, about 30 KB gzip, even without the size changer).
 */
export function Pager({ current, pageSize, total, onChange, label }: PagerProps) {
  const { t } = usePublicText();
  // the number shown is the number in the button's name (axe label-content-name-mismatch): Nepali digits on /ne
  const lang = useLang();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pub-pager" aria-label={label ?? t('pager.label')}>
      <ul>
        <li>
          <button type="button" onClick={() => onChange(current - 1)} disabled={current <= 1} aria-label={t('pager.previous')}>
            <LeftOutlined aria-hidden="true" />
          </button>
        </li>
        {pageList(current, pages).map((p, i) =>
          p === '…' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pub-pager-gap">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                onClick={() => onChange(p)}
                aria-label={t('pager.page', { page: p })}
                aria-current={p === current ? 'page' : undefined}
                className={p === current ? 'is-current' : undefined}
              >
                {lang === 'ne' ? toNepaliDigits(p) : p}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" onClick={() => onChange(current + 1)} disabled={current >= pages} aria-label={t('pager.next')}>
            <RightOutlined aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
