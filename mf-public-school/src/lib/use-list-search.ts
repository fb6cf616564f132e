import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebounced } from './use-debounced';
import { usePageParam } from './use-page-param';

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
  const [page, setPage] = usePageParam();
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

  // until the URL has caught up with a new search, ask for its first page
  return { text, setText, q, page: q === inUrl ? page : 1, setPage };
}
