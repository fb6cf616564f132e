import { useSyncExternalStore } from 'react';
import { WOMEN_CENTRE } from '@school/shared/ui';

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
 * The embedded Google map. Offline it is replaced by a plain link, and the link
 * is always there below the map, so the page never depends on Google loading.
 */
export function LocationMap() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  return (
    <figure className="w-map" data-testid="location-map">
      {online ? (
        <iframe
          className="w-map-frame"
          src={MAP_EMBED_URL}
          title={`Map showing ${WOMEN_CENTRE.name}, ${WOMEN_CENTRE.address}`}
          width={600}
          height={400}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="w-map-offline" data-testid="map-offline">
          <p>The map cannot be shown while you are offline.</p>
        </div>
      )}
      <figcaption>
        <a href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer">
          Open {WOMEN_CENTRE.address} in Google Maps
        </a>
      </figcaption>
    </figure>
  );
}
