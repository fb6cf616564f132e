import { useEffect, useRef, useState, type ReactNode } from 'react';
import './click-to-load.css';

export interface ClickToLoadProps {
  /** What the box stands for, shown as text (no thumbnail: nothing is fetched from the outside service before the click). */
  label: ReactNode;
  /** The button's visible text. */
  action: string;
  /** The button's accessible name when the visible text alone is too short (it should start with `action`). */
  actionName?: string;
  /** The glyph on the button. */
  icon: 'play' | 'map';
  /** Light (map) or dark (video) box. */
  tone?: 'light' | 'dark';
  className?: string;
  /** Shown under the button, e.g. the address and a link that works without the frame. */
  extra?: ReactNode;
  /** When set, the button is replaced by this text (e.g. offline), and a loaded frame is dropped. */
  unavailable?: ReactNode;
  /** The third-party frame; mounted only once the visitor asks for it. */
  children: ReactNode;
}

function Glyph({ icon }: { icon: ClickToLoadProps['icon'] }) {
  return (
    <svg className="ctl-glyph" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {icon === 'play' ? (
        <path d="M8 5v14l11-7z" fill="currentColor" />
      ) : (
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * A click-to-load stand-in for a third-party embed (YouTube, Google Maps): a light box
 * with a label and a button, which mounts the frame only when clicked. Visitors on slow
 * phones load nothing from the service until they ask, and a page with embeds is ready
 * (and testable) without the internet.
 */
export function ClickToLoad({ label, action, actionName, icon, tone = 'light', className, extra, unavailable, children }: ClickToLoadProps) {
  const [loaded, setLoaded] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const showFrame = loaded && !unavailable;

  useEffect(() => {
    // The button that had focus is gone: hand focus to the frame, so keyboard users land on the player.
    if (showFrame && asked.current) {
      asked.current = false;
      box.current?.querySelector('iframe')?.focus();
    }
  }, [showFrame]);

  const classes = ['ctl', `ctl-${tone}`, className].filter(Boolean).join(' ');
  if (showFrame) {
    return (
      <div ref={box} className={`${classes} ctl-loaded`}>
        {children}
      </div>
    );
  }
  return (
    <div ref={box} className={classes} data-testid="click-to-load">
      <p className="ctl-label">{label}</p>
      {unavailable ? (
        <p className="ctl-unavailable">{unavailable}</p>
      ) : (
        <button
          type="button"
          className="ctl-button"
          aria-label={actionName}
          onClick={() => {
            asked.current = true;
            setLoaded(true);
          }}
        >
          <Glyph icon={icon} />
          <span>{action}</span>
        </button>
      )}
      {extra ? <div className="ctl-extra">{extra}</div> : null}
    </div>
  );
}
