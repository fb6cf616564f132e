import { PublicNotFound } from '@school/shared/public';

export default function NotFoundPage() {
  return (
    <main id="main" className="w-container">
      <PublicNotFound />
    </main>
  );
}
