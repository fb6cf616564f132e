import { Link } from 'react-router-dom';
import type { Album } from '@school/shared/contract';
import { SchoolDate } from '@school/shared/kit';
import { ResponsiveImage } from '../responsive-image';
import '../public.css';
import { usePublicText } from '../messages';

export interface AlbumGridProps {
  albums: Album[];
  /** Where an album's View button goes, e.g. `(a) => \`/gallery/albums/${a._id}\``. */
  hrefOf: (album: Album) => string;
}

/** Album cards: the first image as a 320×174 thumbnail, the name, the date (DD-MMM-YYYY) and a View button. */
export function AlbumGrid({ albums, hrefOf }: AlbumGridProps) {
  const { t } = usePublicText();
  return (
    <ul className="pub-album-grid" aria-label={t('gallery.albums')}>
      {albums.map((album) => (
        <li key={album._id} className="pub-album-card">
          <ResponsiveImage
            path={album.images[0]}
            alt={album.images[0] ? t('gallery.cover', { name: album.name }) : t('gallery.noCover', { name: album.name })}
            width={320}
            height={174}
            className="pub-album-cover"
          />
          <div className="pub-album-body">
            <h2 className="pub-album-name">{album.name}</h2>
            <p className="pub-album-meta">
              <SchoolDate value={album.createdAt} />
              <span aria-hidden="true"> · </span>
              <span>
                {t('gallery.photos', { count: album.images.length })}
              </span>
            </p>
            <Link className="pub-button" to={hrefOf(album)} aria-label={t('gallery.viewAlbum', { name: album.name })}>
              {t('gallery.view')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
