import { useSiteFacts } from '@school/shared/kit';

/**
 * The centre's mark: its uploaded logo when the settings give one (issue 31), else a lotus in a circle of
 * the site's colour, drawn inline so it costs no request.
 */
export function BrandMark({ size = 44 }: { size?: number }) {
  const { logo } = useSiteFacts();
  if (logo) return <img className="w-brand-mark w-logo" src={logo} width={size} height={size} alt="" />;
  return (
    <svg className="w-brand-mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" style={{ fill: 'var(--w-plum, #7a1f5c)' }} />
      <path d="M24 11c4 5 5 11 0 19-5-8-4-14 0-19z" fill="#fde7f3" />
      <path d="M12 21c6 0 10 4 12 9-6 1-11-2-12-9zM36 21c-6 0-10 4-12 9 6 1 11-2 12-9z" fill="#f5b8d8" />
      <path d="M11 33h26" stroke="#fde7f3" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
