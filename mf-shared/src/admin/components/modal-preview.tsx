import '../admin.css';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import type { Modal } from '@school/shared/contract';
import { webOf, KitImage, QueryView } from '@school/shared/kit';
import { apiUrl } from '@school/shared/session';
import { useList } from '../api/get-list';
import { useConfirmedDelete } from '../api/use-confirmed-delete';
import type { ListEndpoint, ResourceCalls } from '../api/keys';
import { EditDialog } from './edit-dialog';
import { ModalForm } from './modal-form';

/** The current pop-up modal image (the first of the list, as the public site shows it), with Edit (a new image) and delete. */
export function ModalPreview({
  resource,
  deleteText = 'Modal Deleted Successfully',
  empty = 'Add modal to view here.',
  blur = false,
}: {
  resource: ResourceCalls;
  deleteText?: string;
  empty?: string;
  /** the women's centre's modal: a new image comes with its blurred thumbnail (see ModalForm) */
  blur?: boolean;
}) {
  const query = useList<ListEndpoint, Modal[]>(resource.list);
  const del = useConfirmedDelete(resource.delete, deleteText);
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
                <Flex gap={8}>
                  <EditDialog title="Edit Modal" name={i === 0 ? 'current modal' : 'older modal'}>
                    {(close) => <ModalForm resource={resource} blur={blur} modal={m} onDone={close} />}
                  </EditDialog>
                  <Button danger icon={<DeleteOutlined />} loading={del.pendingId === m._id} onClick={() => del.remove(m._id)}>
                    Delete
                  </Button>
                </Flex>
              }
            >
              <KitImage src={apiUrl(webOf(m.image))} alt="Pop-up modal" className="admin-modal-img" />
            </Card>
          ))}
        </div>
      )}
    </QueryView>
  );
}
