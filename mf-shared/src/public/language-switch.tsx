import { useLocation } from 'react-router-dom';
import { useLang, withLang, type Lang } from '@school/shared/kit';
import { usePublicText } from './messages';

/** The cookie (and localStorage key) that remembers the visitor's choice; the server reads it on `/`. */
export const LANG_COOKIE = 'lang';
const YEAR = 60 * 60 * 24 * 365;

function remember(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${YEAR}; SameSite=Lax`;
  try {
    localStorage.setItem(LANG_COOKIE, lang);
  } catch {
    // storage may be off (private mode): the cookie alone remembers
  }
}

/**
 * The header's language switch (issue 13): a link to the same page in the other language. It is a full
 * page load, not a router navigation: the app reads its language (and the router its `/ne` basename) when
 * it mounts. The choice is remembered, so a later visit to `/` opens the Nepali home.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const other: Lang = lang === 'ne' ? 'en' : 'ne';
  const { pathname, search, hash } = useLocation();
  const { t } = usePublicText();
  return (
    <a
      href={`${withLang(pathname, other)}${search}${hash}`}
      lang={other}
      hrefLang={other}
      className={className ? `pub-lang-switch ${className}` : 'pub-lang-switch'}
      data-testid="language-switch"
      onClick={() => remember(other)}
    >
      {t('lang.switchTo')}
    </a>
  );
}
