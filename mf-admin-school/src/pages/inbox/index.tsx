import { Tabs } from 'antd';
import { ConsoleScreen } from '@school/shared/admin';
import { ContactMessages } from '../../features/inbox/components/contact-messages';
import { JobApplications } from '../../features/inbox/components/job-applications';

/** /admin/inbox: contact messages and job applications (beyond SPEC.md, see issue 5). */
export default function InboxPage() {
  return (
    <ConsoleScreen title="Inbox">
      <Tabs
        items={[
          { key: 'messages', label: 'Contact messages', children: <ContactMessages /> },
          { key: 'applications', label: 'Job applications', children: <JobApplications /> },
        ]}
      />
    </ConsoleScreen>
  );
}
