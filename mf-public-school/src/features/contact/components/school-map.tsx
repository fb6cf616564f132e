import { ClickToLoad, SCHOOL } from '@school/shared/kit';

const query = encodeURIComponent(`${SCHOOL.name}, Lalitpur, Nepal`);
export const MAP_EMBED_URL = `https://www.google.com/maps?q=${query}&output=embed`;
export const MAP_LINK_URL = `https://www.google.com/maps/search/?api=1&query=${query}`;

/**
 * SPEC.md §9 /contact: the embedded map, behind a 'Show map' button so the page
 * loads nothing from Google until asked. The link opens the map in a new tab,
 * with or without the frame.
 */
export function SchoolMap() {
  return (
    <section className="contact-map" aria-label="Map">
      <ClickToLoad
        label={SCHOOL.address}
        action="Show map"
        icon="map"
        extra={
          <a href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer">
            Open {SCHOOL.address} in Google Maps
          </a>
        }
      >
        <iframe src={MAP_EMBED_URL} title={`Map showing ${SCHOOL.name}`} referrerPolicy="no-referrer-when-downgrade" />
      </ClickToLoad>
    </section>
  );
}
