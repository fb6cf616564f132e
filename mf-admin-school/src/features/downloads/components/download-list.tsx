import { DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { formatDate, QueryView, useToast } from '@school/shared/kit';
import { EditDialog } from '@school/shared/admin';
import { saveFile } from '../../../lib/save-file';
import { downloadFilePath } from '../api/get-downloads';
import { useDeleteDownload } from '../api/delete-download';
import { useDownloads } from '../api/get-downloads';
import { AddDownloadForm } from './add-download-form';

/** /admin/downloads/all: title, created date, original file name, download, edit (title, or a new file) and delete. */
export function DownloadList() {
  const query = useDownloads();
  const del = useDeleteDownload();
  const toast = useToast();
  return (
    <QueryView query={query} empty="Sorry we couldn't find any available downloads. Please stay updated.">
      {(downloads) => (
        <Flex vertical gap={16}>
          {downloads.map((d) => (
            <Card
              key={d._id}
              data-testid="admin-list-item"
              title={d.title}
              extra={
                <Flex gap={8} wrap>
                  <Button
                    icon={<DownloadOutlined />}
                    onClick={() => saveFile(downloadFilePath(d._id), d.file).catch((e: Error) => toast.error(e.message))}
                  >
                    Download
                  </Button>
                  <EditDialog title="Edit Download" name={d.title}>
                    {(close) => <AddDownloadForm download={d} onDone={close} />}
                  </EditDialog>
                  <Button danger icon={<DeleteOutlined />} loading={del.pendingId === d._id} onClick={() => del.remove(d._id)}>
                    Delete
                  </Button>
                </Flex>
              }
            >
              <Flex gap={16} wrap>
                <Typography.Text type="secondary">{formatDate(d.createdAt)}</Typography.Text>
                <Typography.Text>
                  <PaperClipOutlined /> {d.originalFile}
                </Typography.Text>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </QueryView>
  );
}
