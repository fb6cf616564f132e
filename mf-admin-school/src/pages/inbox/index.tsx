import { Tabs } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { ContactMessages } from '../../features/inbox/components/contact-messages';
import { JobApplications } from '../../features/inbox/components/job-applications';

/** /admin/inbox: contact messages and job applications (beyond SPEC.md, see issue 5). */
export default function InboxPage() {
  usePageMeta({ title: 'Inbox' });
  return (
    <>
      <PageHeading title="Inbox" />
      <Tabs
        items={[
          { key: 'messages', label: 'Contact messages', children: <ContactMessages /> },
          { key: 'applications', label: 'Job applications', children: <JobApplications /> },
        ]}
      />
    </>
  );
}
