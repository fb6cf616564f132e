import { Link } from 'react-router-dom';
import type { Album } from '@school/shared/contract';
import { formatDate } from '@school/shared/kit';
import { ResponsiveImage } from '../responsive-image';
import '../public.css';

export interface AlbumGridProps {
  albums: Album[];
  /** Where an album's View button goes, e.g. `(a) => \`/gallery/albums/${a._id}\``. */
  hrefOf: (album: Album) => string;
}

/** Album cards: the first image as a 320×174 thumbnail, the name, the date (DD-MMM-YYYY) and a View button. */
export function AlbumGrid({ albums, hrefOf }: AlbumGridProps) {
  return (
    <ul className="pub-album-grid" aria-label="Photo albums">
      {albums.map((album) => (
        <li key={album._id} className="pub-album-card">
          <ResponsiveImage
            path={album.images[0]}
            alt={album.images[0] ? `Cover photo of the album ${album.name}` : `No photo yet in ${album.name}`}
            width={320}
            height={174}
            className="pub-album-cover"
          />
          <div className="pub-album-body">
            <h2 className="pub-album-name">{album.name}</h2>
            <p className="pub-album-meta">
              <time dateTime={album.createdAt}>{formatDate(album.createdAt)}</time>
              <span aria-hidden="true"> · </span>
              <span>
                {album.images.length} photo{album.images.length === 1 ? '' : 's'}
              </span>
            </p>
            <Link className="pub-button" to={hrefOf(album)} aria-label={`View ${album.name}`}>
              View
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
