import { useSearchParams } from 'react-router-dom';

/** The list page lives in the URL (?page=2), so Back and shared links keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
    window.scrollTo(0, 0);
  };
  return [page, setPage];
}
