import { Typography } from 'antd';
import { useState } from 'react';
import type { ContactMessage } from '@school/shared/contract';
import { QueryView } from '@school/shared/kit';
import { ListSearch } from '../../../components/list-search';
import { useDeleteMessage } from '../api/delete-inbox-item';
import { useMessages } from '../api/get-messages';
import { INBOX_PAGE_SIZE, MESSAGES_PATH } from '../api/inbox-paths';
import { useMarkRead } from '../api/mark-read';
import { InboxList } from './inbox-list';

/** Contact-form messages, kept even when no mail server is configured; searched and paged on the server. */
export function ContactMessages() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useMessages(q, page);
  const read = useMarkRead(MESSAGES_PATH);
  const del = useDeleteMessage();
  const remove = (id: string) =>
    del.remove(id, () => {
      // the last message of the last page went away: step back a page
      if (page > 1 && query.data?.items.length === 1) setPage(page - 1);
    });
  return (
    <>
      <ListSearch
        label="Search contact messages"
        placeholder="Name, email, subject, message…"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <QueryView query={query} empty={q ? 'No message matches your search.' : 'No contact messages yet.'} isEmpty={(d) => d.items.length === 0}>
        {({ items, total }) => (
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
            onDelete={(m) => remove(m._id)}
            deletingId={del.pendingId}
            paging={{ page, total, pageSize: INBOX_PAGE_SIZE, onChange: setPage }}
          />
        )}
      </QueryView>
    </>
  );
}
