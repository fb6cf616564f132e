import { DeleteOutlined, DownloadOutlined, EyeOutlined, FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, truncate, QueryView, useToast, PdfViewerModal } from '@school/shared/kit';
import { EditDialog, PublishBadge, RevisionTools } from '@school/shared/admin';
import { saveFile } from '../../../lib/save-file';
import { apiUrl } from '@school/shared/session';
import type { Notice } from '@school/shared/contract';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotices } from '../api/get-notices';
import { AddNoticeForm } from './add-notice-form';

/** /admin/notices/all: every notice (drafts and scheduled ones with a badge), searchable, with preview, download (a notice with a PDF), edit (text, or a new PDF) and delete. */
export function NoticeList() {
  const [q, setQ] = useState('');
  const query = useNotices(q);
  const del = useDeleteNotice();
  const toast = useToast();
  const [preview, setPreview] = useState<Notice | null>(null);
  // SPEC.md §9: the console saves files under a random 10-character name.
  const download = (file: string) => saveFile(file).catch((e: Error) => toast.error(e.message));
  return (
    <Flex vertical gap={16}>
      <Input.Search
        className="admin-search"
        aria-label="Search notices"
        placeholder="Search notices"
        allowClear
        enterButton="Search"
        onSearch={(value) => setQ(value.trim())}
      />
      <QueryView query={query} empty={q ? `Nothing found for "${q}".` : "Sorry we couldn't find any notices. Please stay updated."}>
        {(notices) => (
          <Flex vertical gap={16}>
            {notices.map((n) => (
              <Card
                key={n._id}
                data-testid="admin-list-item"
                title={
                  <>
                    {n.title} <PublishBadge item={n} />
                  </>
                }
                extra={
                  <Flex gap={8} wrap>
                    {n.file && (
                      <>
                        <Button icon={<EyeOutlined />} onClick={() => setPreview(n)}>
                          Preview
                        </Button>
                        <Button icon={<DownloadOutlined />} onClick={() => download(n.file)}>
                          Download
                        </Button>
                      </>
                    )}
                    <EditDialog title="Edit Notice" name={n.title}>
                      {(close) => <AddNoticeForm notice={n} onDone={close} />}
                    </EditDialog>
                    <RevisionTools resource="notices" item={n} />
                    <Button danger icon={<DeleteOutlined />} loading={del.pendingId === n._id} onClick={() => del.remove(n._id)}>
                      Delete
                    </Button>
                  </Flex>
                }
              >
                <Typography.Text type="secondary">{formatDate(n.date)}</Typography.Text>
                <Typography.Paragraph className="admin-item-text">{truncate(n.description, 299)}</Typography.Paragraph>
                {n.file ? (
                  <Typography.Text>
                    <FilePdfOutlined /> {n.originalFile}
                  </Typography.Text>
                ) : (
                  <Typography.Text>
                    <FileTextOutlined /> Web page only
                  </Typography.Text>
                )}
              </Card>
            ))}
          </Flex>
        )}
      </QueryView>
      <PdfViewerModal
        file={preview ? apiUrl(preview.file) : null}
        title={preview?.title ?? ''}
        download={preview ? { name: preview.originalFile, onClick: () => download(preview.file) } : undefined}
        onClose={() => setPreview(null)}
      />
    </Flex>
  );
}
