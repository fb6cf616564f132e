import { PublicNotFound } from '@school/shared/public';
import { WOMEN_CENTRE } from '@school/shared/kit';

export default function NotFoundPage() {
  return (
    <main id="main" className="w-container">
      <PublicNotFound siteName={WOMEN_CENTRE.name} />
    </main>
  );
}
