import { Typography } from 'antd';
import type { ContactMessage } from '@school/shared/contract';
import { QueryView } from '@school/shared/kit';
import { useDeleteMessage } from '../api/delete-inbox-item';
import { useMessages } from '../api/get-messages';
import { MESSAGES_PATH } from '../api/inbox-paths';
import { useMarkRead } from '../api/mark-read';
import { InboxList } from './inbox-list';

/** Contact-form messages, kept even when no mail server is configured. */
export function ContactMessages() {
  const query = useMessages();
  const read = useMarkRead(MESSAGES_PATH);
  const del = useDeleteMessage();
  return (
    <QueryView query={query} empty="No contact messages yet.">
      {(messages) => (
        <InboxList<ContactMessage>
          label="Contact messages"
          items={messages}
          subject={(m) => m.subject}
          from={(m) => `${m.name} <${m.email}>`}
          body={(m) => (
            <>
              <Typography.Paragraph className="admin-item-text">{m.message}</Typography.Paragraph>
              <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>Reply by email</a>
            </>
          )}
          onOpen={(m) => read.mutate(m._id)}
          onMarkRead={(m) => read.mutate(m._id)}
          onDelete={(m) => del.remove(m._id)}
          deletingId={del.pendingId}
        />
      )}
    </QueryView>
  );
}
