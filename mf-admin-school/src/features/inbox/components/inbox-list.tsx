import { CheckOutlined, DeleteOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { formatDate } from '@school/shared/kit';

export interface InboxItem {
  _id: string;
  /** MSG-2083-000123, JOB-…: the number the sender's confirmation gave them (issue 33) */
  reference: string;
  isRead: boolean;
  createdAt: string;
}

export interface InboxListProps<T extends InboxItem> {
  items: T[];
  label: string;
  subject: (item: T) => string;
  from: (item: T) => string;
  body: (item: T) => ReactNode;
  onOpen: (item: T) => void;
  onMarkRead: (item: T) => void;
  onDelete: (item: T) => void;
  deletingId?: string;
}

/** Inbox rows: opening one shows it in full and marks it read; each can be marked read or deleted. */
export function InboxList<T extends InboxItem>(props: InboxListProps<T>) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (item: T) => {
    const opening = open !== item._id;
    setOpen(opening ? item._id : null);
    if (opening && !item.isRead) props.onOpen(item);
  };
  return (
    <Flex vertical gap={12} role="list" aria-label={props.label}>
      {props.items.map((item) => {
        const expanded = open === item._id;
        return (
          <Card
            key={item._id}
            role="listitem"
            size="small"
            data-testid="inbox-row"
            data-read={item.isRead}
            title={
              <Flex gap={8} align="center" wrap>
                <Badge status={item.isRead ? 'default' : 'processing'} text={item.isRead ? 'Read' : 'New'} />
                <Typography.Text strong={!item.isRead}>{props.subject(item)}</Typography.Text>
                <Typography.Text code>{item.reference}</Typography.Text>
                <Typography.Text type="secondary">
                  {props.from(item)} · {formatDate(item.createdAt)}
                </Typography.Text>
              </Flex>
            }
            extra={
              <Flex gap={4} wrap>
                <Button size="small" icon={expanded ? <UpOutlined /> : <DownOutlined />} aria-expanded={expanded} onClick={() => toggle(item)}>
                  {expanded ? 'Close' : 'Open'}
                </Button>
                {!item.isRead && (
                  <Button size="small" icon={<CheckOutlined />} onClick={() => props.onMarkRead(item)}>
                    Mark read
                  </Button>
                )}
                <Button size="small" danger icon={<DeleteOutlined />} loading={props.deletingId === item._id} onClick={() => props.onDelete(item)}>
                  Delete
                </Button>
              </Flex>
            }
          >
            {expanded ? props.body(item) : null}
          </Card>
        );
      })}
    </Flex>
  );
}
