import '../admin.css';
import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDate, QueryView } from '@school/shared/kit';
import type { Album } from '@school/shared/contract';
import { useList } from '../api/get-list';
import { useConfirmedDelete } from '../api/use-confirmed-delete';
import type { ListEndpoint, ResourceCalls } from '../api/keys';
import { AlbumForm } from './album-form';
import { EditDialog } from './edit-dialog';
import { ImageCard } from './image-card';

const plural = new Intl.PluralRules('en');

/** '1 image', '2 images' (issue 38: the cards said '1 images'). */
export const imageCount = (n: number): string => `${n} ${plural.select(n) === 'one' ? 'image' : 'images'}`;

/** Album cards: first image, name, created date, View, Edit (rename, add and remove photos) and Delete. */
export function AlbumCards({
  resource,
  detailBase,
  deleteText = 'Album Deleted Successfully',
  empty = "Sorry we couldn't find any albums. Please add some.",
  alsoInvalidate,
}: {
  resource: ResourceCalls;
  /** Route prefix of the album pages, e.g. '/admin/albums/all'. */
  detailBase: string;
  deleteText?: string;
  empty?: string;
  alsoInvalidate?: string[];
}) {
  const navigate = useNavigate();
  const query = useList<ListEndpoint, Album[]>(resource.list);
  const del = useConfirmedDelete(resource.delete, deleteText, alsoInvalidate);
  return (
    <QueryView query={query} empty={empty}>
      {(albums) => (
        <div className="admin-grid">
          {albums.map((a) => (
            <ImageCard
              key={a._id}
              image={a.images[0]}
              title={a.name}
              onDelete={() => del.remove(a._id)}
              deleting={del.pendingId === a._id}
              actions={[
                <Button key="view" type="text" icon={<EyeOutlined />} onClick={() => navigate(`${detailBase}/${a._id}`)}>
                  View
                </Button>,
                <EditDialog key="edit" title="Edit Album" name={a.name} buttonType="text">
                  {(close) => <AlbumForm resource={resource} album={a} alsoInvalidate={alsoInvalidate} onDone={close} />}
                </EditDialog>,
              ]}
            >
              {formatDate(a.createdAt)} · {imageCount(a.images.length)}
            </ImageCard>
          ))}
        </div>
      )}
    </QueryView>
  );
}
