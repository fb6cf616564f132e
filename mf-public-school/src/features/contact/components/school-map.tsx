import { ClickToLoad, SCHOOL, SITE_FACTS_NE, useLang } from '@school/shared/kit';
import { useText } from '../../../i18n';

const query = encodeURIComponent(`${SCHOOL.name}, Lalitpur, Nepal`);
export const MAP_EMBED_URL = `https://www.google.com/maps?q=${query}&output=embed`;
export const MAP_LINK_URL = `https://www.google.com/maps/search/?api=1&query=${query}`;

/**
 * SPEC.md §9 /contact: the embedded map, behind a 'Show map' button so the page
 * loads nothing from Google until asked. The link opens the map in a new tab,
 * with or without the frame.
 */
export function SchoolMap() {
  const { t } = useText();
  const address = useLang() === 'ne' ? SITE_FACTS_NE.school.address : SCHOOL.address;
  return (
    <section className="contact-map" aria-label={t('pages.map')}>
      <ClickToLoad
        label={address}
        action={t('contact.showMap')}
        icon="map"
        extra={
          <a href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer">
            {t('contact.openMap', { place: address })}
          </a>
        }
      >
        <iframe src={MAP_EMBED_URL} title={t('contact.map', { name: SCHOOL.name })} referrerPolicy="no-referrer-when-downgrade" />
      </ClickToLoad>
    </section>
  );
}
