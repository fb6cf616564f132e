import { Link } from 'react-router-dom';
import { usePageMeta } from '@school/shared/ui';

export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found' });
  return (
    <main className="not-found">
      <h1>Sorry, there is nothing here ...</h1>
      <Link to="/">Go Back Home</Link>
    </main>
  );
}
