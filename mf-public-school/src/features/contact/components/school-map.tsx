import { ClickToLoad, useSiteFacts, type LocalFacts } from '@school/shared/kit';
import { usePageText } from '../../../i18n/pages';

/**
 * What the map looks up: the settings' map point where there is one, else the school's name and its
 * address's last two parts (town and country: `…, Lalitpur, Nepal`), which Google places well.
 */
export function mapQuery(school: LocalFacts): string {
  if (school.map) return encodeURIComponent(`${school.map.lat},${school.map.lng}`);
  const place = school.address.split(',').slice(-2).map((part) => part.trim().replace(/-\d+$/, ''));
  return encodeURIComponent([school.name, ...place].filter(Boolean).join(', '));
}
export const mapEmbedUrl = (query: string) => `https://www.google.com/maps?q=${query}&output=embed`;
export const mapLinkUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${query}`;

/**
 * SPEC.md §9 /contact: the embedded map, behind a 'Show map' button so the page
 * loads nothing from Google until asked. The link opens the map in a new tab,
 * with or without the frame.
 */
export function SchoolMap() {
  const { t } = usePageText();
  // the map looks the place up in English (Google's names); the label is in the page's language
  const english = useSiteFacts(undefined, 'en');
  const address = useSiteFacts().address;
  const query = mapQuery(english);
  return (
    <section className="contact-map" aria-label={t('pages.map')}>
      <ClickToLoad
        label={address}
        action={t('contact.showMap')}
        icon="map"
        extra={
          <a href={mapLinkUrl(query)} target="_blank" rel="noopener noreferrer">
            {t('contact.openMap', { place: address })}
          </a>
        }
      >
        <iframe src={mapEmbedUrl(query)} title={t('contact.map', { name: english.name })} referrerPolicy="no-referrer-when-downgrade" />
      </ClickToLoad>
    </section>
  );
}
