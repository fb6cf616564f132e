import { usePageMeta, WOMEN_CENTRE } from '@school/shared/ui';

export default function HomePage() {
  usePageMeta({ siteName: WOMEN_CENTRE.name });
  return (
    <main data-testid="women-home">
      <h1>{WOMEN_CENTRE.name}</h1>
      <p>{WOMEN_CENTRE.tagline}</p>
    </main>
  );
}
