import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebounced } from './use-debounced';

/**
 * A searchable, paged public list whose state lives in the URL (`?q=annual&page=2`), so Back, reloads and
 * shared links keep it. The typed text is sent once it has stopped changing for `delay` ms and is longer
 * than one character (SPEC.md §5); a new search starts from the first page.
 */
export function useListSearch(delay = 300) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const debounced = useDebounced(text, delay);
  const q = debounced.trim().length > 1 ? debounced.trim() : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inUrl = params.get('q') ?? '';

  // only a new search changes the URL; a page change (or Back to another search) keeps what the URL says
  const search = useEffectEvent((next: string) => {
    if (next === inUrl) return;
    const copy = new URLSearchParams(params);
    if (next) copy.set('q', next);
    else copy.delete('q');
    copy.delete('page');
    setParams(copy, { replace: true });
  });
  useEffect(() => search(q), [q]);

  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
    window.scrollTo(0, 0);
  };

  // until the URL has caught up with a new search, ask for its first page
  return { text, setText, q, page: q === inUrl ? page : 1, setPage };
}
