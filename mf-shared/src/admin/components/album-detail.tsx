import '../admin.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatDate, thumbOf, webOf, KitImage, KitPreviewGroup, QueryView, usePageMeta } from '@school/shared/kit';
import { apiUrl } from '@school/shared/session';
import type { Album } from '@school/shared/contract';
import { useItem } from '../api/get-item';
import type { ItemEndpoint, FormCalls } from '../api/keys';
import { AlbumForm } from './album-form';
import { EditDialog } from './edit-dialog';
import { FALLBACK_IMAGE } from './image-card';
import { PageHeading } from './page-heading';

/** One album: Back, its name, Edit (rename, add and remove photos), and a lightbox grid (KitPreviewGroup: antd's Image.PreviewGroup without the fade). */
export function AlbumDetail({ resource, id, backTo }: { resource: FormCalls & { get: ItemEndpoint }; id: string; backTo: string }) {
  const query = useItem<ItemEndpoint, Album>(resource.get, id);
  usePageMeta({ title: query.data?.name ?? 'Album' });
  return (
    <>
      <PageHeading
        title={query.data?.name ?? 'Album'}
        links={[{ to: backTo, label: 'Back', icon: <ArrowLeftOutlined /> }]}
        extra={
          query.data && (
            <EditDialog title="Edit Album" name={query.data.name}>
              {(close) => <AlbumForm resource={resource} album={query.data} onDone={close} />}
            </EditDialog>
          )
        }
      />
      <QueryView query={query}>
        {(album) => (
          <>
            <p className="admin-muted">{formatDate(album.createdAt)}</p>
            <KitPreviewGroup>
              <div className="admin-lightbox" data-testid="album-images">
                {album.images.map((src, i) => (
                  <KitImage
                    key={src}
                    src={apiUrl(thumbOf(src))}
                    preview={{ src: apiUrl(webOf(src)) }}
                    fallback={FALLBACK_IMAGE}
                    alt={`${album.name} ${i + 1}`}
                  />
                ))}
              </div>
            </KitPreviewGroup>
          </>
        )}
      </QueryView>
    </>
  );
}
