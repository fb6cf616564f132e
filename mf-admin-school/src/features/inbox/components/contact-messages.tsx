import { Typography } from 'antd';
import { ListScreen } from '@school/shared/admin';
import { ENDPOINTS as E, type ContactMessage } from '@school/shared/contract';
import { useDeleteMessage } from '../api/delete-inbox-item';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { InboxList } from './inbox-list';

/** Contact-form messages, kept even when no mail server is configured; searched and paged on the server. */
export function ContactMessages() {
  const list = useMessages();
  const read = useMarkRead(E.readContactMessage, E.listContactMessages);
  const del = useDeleteMessage();
  return (
    <ListScreen<ContactMessage>
      list={list}
      search={{ label: 'Search contact messages', placeholder: 'Reference, name, email, subject, message…', empty: 'No message matches your search.' }}
      empty="No contact messages yet."
    >
      {(items) => (
        <InboxList<ContactMessage>
          label="Contact messages"
          items={items}
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
          onDelete={(m) => del.remove(m._id, list.afterDelete)}
          deletingId={del.pendingId}
        />
      )}
    </ListScreen>
  );
}
