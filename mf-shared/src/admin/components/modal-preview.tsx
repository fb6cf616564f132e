import '../admin.css';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Image } from 'antd';
import type { Modal } from '@school/shared/contract';
import { webOf, QueryView } from '@school/shared/kit';
import { apiUrl } from '@school/shared/session';
import { useList } from '../api/get-list';
import { useConfirmedDelete } from '../api/use-confirmed-delete';

/** The current pop-up modal image (the first of the list, as the public site shows it), with delete. */
export function ModalPreview({
  path,
  deleteText = 'Modal Deleted Successfully',
  empty = 'Add modal to view here.',
}: {
  path: string;
  deleteText?: string;
  empty?: string;
}) {
  const query = useList<Modal[]>(path);
  const del = useConfirmedDelete(path, deleteText);
  return (
    <QueryView query={query} empty={empty}>
      {(modals) => (
        <div className="admin-grid">
          {modals.map((m, i) => (
            <Card
              key={m._id}
              data-testid="admin-card"
              title={i === 0 ? 'Current modal' : 'Older modal'}
              extra={
                <Button danger icon={<DeleteOutlined />} loading={del.pendingId === m._id} onClick={() => del.remove(m._id)}>
                  Delete
                </Button>
              }
            >
              <Image src={apiUrl(webOf(m.image))} alt="Pop-up modal" className="admin-modal-img" />
            </Card>
          ))}
        </div>
      )}
    </QueryView>
  );
}
