import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Typography } from 'antd';
import { ListScreen } from '@school/shared/admin';
import { ENDPOINTS as E, type JobApplication } from '@school/shared/contract';
import { useToast } from '@school/shared/kit';
import { useDeleteApplication } from '../api/delete-inbox-item';
import { downloadCv } from '../api/get-application-cv';
import { useApplications } from '../api/get-applications';
import { useMarkRead } from '../api/mark-read';
import { InboxList } from './inbox-list';

/** Job applications, each with its private CV downloadable with the admin's token; searched and paged on the server. */
export function JobApplications() {
  const list = useApplications();
  const read = useMarkRead(E.markApplicationRead, E.listApplications);
  const del = useDeleteApplication();
  const toast = useToast();
  return (
    <ListScreen<JobApplication>
      list={list}
      search={{ label: 'Search job applications', placeholder: 'Reference, name, email, job, message…', empty: 'No application matches your search.' }}
      empty="No job applications yet."
    >
      {(items) => (
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
          onDelete={(a) => del.remove(a._id, list.afterDelete)}
          deletingId={del.pendingId}
        />
      )}
    </ListScreen>
  );
}
