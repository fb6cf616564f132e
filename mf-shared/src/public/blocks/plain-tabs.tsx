import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './plain-tabs.css';

export interface PlainTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface PlainTabsProps {
  /**
   * What the tabs' and panels' ids start with, unique on the page. Not React's useId: a server-rendered
   * page hydrates with the server's ids, and a panel first shown in the browser must name the same tab.
   */
  id: string;
  items: PlainTab[];
  className?: string;
  'data-testid'?: string;
}

/**
 * Tabs in plain markup and CSS, in the WAI-ARIA tabs pattern (issue 36: antd's Tabs brought antd onto
 * the first load of `/school` and the clinic): a `tablist` of `tab` buttons, each naming its `tabpanel`;
 * the arrow keys, Home and End move between tabs and show the one reached. As antd's did, a panel is
 * rendered when its tab is first shown and kept (hidden) after, and the look is antd's line tabs.
 */
export function PlainTabs({ id: base, items, className, 'data-testid': testId }: PlainTabsProps) {
  const [active, setActive] = useState(items[0]?.key ?? '');
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([active]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const show = (key: string) => {
    setActive(key);
    if (!shown.has(key)) setShown(new Set([...shown, key]));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === active);
    const next =
      e.key === 'ArrowRight' ? (at + 1) % items.length : e.key === 'ArrowLeft' ? (at - 1 + items.length) % items.length : e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    show(items[next].key);
    tabs.current[next]?.focus();
  };
  return (
    <div className={className ? `pub-tabs ${className}` : 'pub-tabs'} data-testid={testId}>
      <div className="pub-tabs-nav" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${i}`}
              aria-selected={selected}
              // a panel not yet shown is not in the page, and an id reference must name an element
              aria-controls={shown.has(item.key) ? `${base}-panel-${i}` : undefined}
              tabIndex={selected ? 0 : -1}
              className="pub-tab"
              onClick={() => show(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) =>
        shown.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${base}-panel-${i}`}
            aria-labelledby={`${base}-tab-${i}`}
            hidden={item.key !== active}
            tabIndex={0}
            className="pub-tabs-panel"
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
