import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { api } from '@school/shared/session';
import type { News } from '@school/shared/types';
import { QueryView, SCHOOL, usePageMeta } from '@school/shared/ui';
import { formatDate, truncate } from '@school/shared/format';

export default function HomePage() {
  usePageMeta({});
  const latest = useQuery({ queryKey: ['news', 'latest'], queryFn: () => api.get<News[]>('/api/news/latest') });
  return (
    <main>
      <h1>{SCHOOL.name}</h1>
      <section aria-labelledby="latest-news">
        <h2 id="latest-news">Latest News</h2>
        <QueryView query={latest} empty="Sorry we couldn't find any latest news. Please stay updated.">
          {(items) => (
            <ul>
              {items.map((n) => (
                <li key={n._id}>
                  <Link to={`/news/${n._id}`}>{n.title}</Link> <span>{formatDate(n.createdAt)}</span>
                  <p>{truncate(n.description, 150)}</p>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </main>
  );
}
