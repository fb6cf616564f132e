import { useSyncExternalStore } from 'react';
import { ClickToLoad, SITE_FACTS_NE, useLang, WOMEN_CENTRE } from '@school/shared/kit';
import { useText } from '../../../i18n';

const query = encodeURIComponent(WOMEN_CENTRE.mapQuery);
export const MAP_EMBED_URL = `https://www.google.com/maps?q=${query}&output=embed`;
export const MAP_LINK_URL = `https://www.google.com/maps/search/?api=1&query=${query}`;

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
  const lang = useLang();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  return (
    <figure className="w-map" data-testid="location-map">
      <div className="w-map-box">
        <ClickToLoad
          label={lang === 'ne' ? SITE_FACTS_NE.women.address : WOMEN_CENTRE.address}
          action={t('contact.showMap')}
          icon="map"
          unavailable={online ? undefined : <span data-testid="map-offline">{t('contact.mapOffline')}</span>}
        >
          <iframe
            className="w-map-frame"
            src={MAP_EMBED_URL}
            title={t('contact.map', { name: WOMEN_CENTRE.name, address: WOMEN_CENTRE.address })}
            width={600}
            height={400}
            referrerPolicy="no-referrer-when-downgrade"
          />
        </ClickToLoad>
      </div>
      <figcaption>
        <a href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer">
          {t('contact.openMap', { place: lang === 'ne' ? SITE_FACTS_NE.women.address : WOMEN_CENTRE.address })}
        </a>
      </figcaption>
    </figure>
  );
}
