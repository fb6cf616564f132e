import { useSyncExternalStore } from 'react';
import { ClickToLoad, useSiteFacts, type LocalFacts } from '@school/shared/kit';
import { useText } from '../../../i18n';

/**
 * What the map looks up: the settings' map point where there is one, else the town and country of the
 * centre's address (its last two parts, `Lalitpur-3, Nepal` → `Lalitpur, Nepal`).
 */
export function mapQuery(centre: LocalFacts): string {
  if (centre.map) return encodeURIComponent(`${centre.map.lat},${centre.map.lng}`);
  return encodeURIComponent(centre.address.split(',').slice(-2).map((part) => part.trim().replace(/-\d+$/, '')).join(', '));
}
export const mapEmbedUrl = (query: string) => `https://www.google.com/maps?q=${query}&output=embed`;
export const mapLinkUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${query}`;

function subscribe(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/**
 * The Google map behind a 'Show map' button, so the page loads nothing from Google
 * until asked. Offline the button gives way to a note (and a shown map is dropped);
 * the plain link is always there, so the page never depends on Google loading.
 */
export function LocationMap() {
  const { t } = useText();
  // the map looks the place up in English (Google's names); the label is in the page's language
  const english = useSiteFacts(undefined, 'en');
  const address = useSiteFacts().address;
  const query = mapQuery(english);
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  return (
    <figure className="w-map" data-testid="location-map">
      <div className="w-map-box">
        <ClickToLoad
          label={address}
          action={t('contact.showMap')}
          icon="map"
          unavailable={online ? undefined : <span data-testid="map-offline">{t('contact.mapOffline')}</span>}
        >
          <iframe
            className="w-map-frame"
            src={mapEmbedUrl(query)}
            title={t('contact.map', { name: english.name, address: english.address })}
            width={600}
            height={400}
            referrerPolicy="no-referrer-when-downgrade"
          />
        </ClickToLoad>
      </div>
      <figcaption>
        <a href={mapLinkUrl(query)} target="_blank" rel="noopener noreferrer">
          {t('contact.openMap', { place: address })}
        </a>
      </figcaption>
    </figure>
  );
}
