import { Link } from 'react-router-dom';
import { NOT_FOUND_PAGE } from '@school/shared/contract';
import { usePageMeta } from '@school/shared/kit';
import './public.css';
import { usePublicText } from './messages';

/** SPEC.md §2.1: any unknown public path. Renders inside the site layout's <main>. */
export function PublicNotFound() {
  usePageMeta(NOT_FOUND_PAGE);
  const { t } = usePublicText();
  return (
    <section className="pub-not-found" aria-labelledby="not-found-title">
      <p className="pub-not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="pub-button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
