import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import type { JobApplication } from '@school/shared/contract';
import { QueryView, useToast } from '@school/shared/kit';
import { ListSearch } from '../../../components/list-search';
import { useDeleteApplication } from '../api/delete-inbox-item';
import { downloadCv } from '../api/get-application-cv';
import { useApplications } from '../api/get-applications';
import { APPLICATIONS_PATH, INBOX_PAGE_SIZE } from '../api/inbox-paths';
import { useMarkRead } from '../api/mark-read';
import { InboxList } from './inbox-list';

/** Job applications, each with its private CV downloadable with the admin's token; searched and paged on the server. */
export function JobApplications() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useApplications(q, page);
  const read = useMarkRead(APPLICATIONS_PATH);
  const del = useDeleteApplication();
  const toast = useToast();
  const remove = (id: string) =>
    del.remove(id, () => {
      if (page > 1 && query.data?.items.length === 1) setPage(page - 1);
    });
  return (
    <>
      <ListSearch
        label="Search job applications"
        placeholder="Name, email, job, message…"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <QueryView query={query} empty={q ? 'No application matches your search.' : 'No job applications yet.'} isEmpty={(d) => d.items.length === 0}>
        {({ items, total }) => (
          <InboxList<JobApplication>
            label="Job applications"
            items={items}
            subject={(a) => a.careerTitle}
            from={(a) => a.fullName}
            body={(a) => (
              <>
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    { key: 'email', label: 'Email', children: <a href={`mailto:${a.email}`}>{a.email}</a> },
                    { key: 'phone', label: 'Phone', children: <a href={`tel:${a.phoneNumber}`}>{a.phoneNumber}</a> },
                  ]}
                />
                <Typography.Paragraph className="admin-item-text">{a.message}</Typography.Paragraph>
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() => downloadCv(a._id, a.originalFile).catch((e: Error) => toast.error(e.message))}
                >
                  Download CV ({a.originalFile})
                </Button>
              </>
            )}
            onOpen={(a) => read.mutate(a._id)}
            onMarkRead={(a) => read.mutate(a._id)}
            onDelete={(a) => remove(a._id)}
            deletingId={del.pendingId}
            paging={{ page, total, pageSize: INBOX_PAGE_SIZE, onChange: setPage }}
          />
        )}
      </QueryView>
    </>
  );
}
