import '../admin.css';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState, type ReactNode } from 'react';
import { thumbOf } from '@school/shared/kit';
import { apiUrl } from '@school/shared/session';

/** Shown when an image fails to load (SPEC.md §8). */
export const FALLBACK_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="174" viewBox="0 0 320 174"><rect width="320" height="174" fill="#d9d9d9"/><path d="M120 120l30-40 25 30 15-20 30 30z" fill="#8c8c8c"/><circle cx="135" cy="65" r="12" fill="#8c8c8c"/></svg>',
  );

/** An uploaded image as a 320×174 thumbnail, falling back to a placeholder. */
export function Thumb({ src, alt, className = 'admin-card-img' }: { src: string | undefined; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed || !src ? FALLBACK_IMAGE : apiUrl(thumbOf(src))}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** A card with a thumbnail, a title, content, and a delete button. */
export function ImageCard({
  image,
  title,
  children,
  actions = [],
  onDelete,
  deleting,
}: {
  image?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode[];
  onDelete: () => void;
  deleting?: boolean;
}) {
  return (
    <Card
      data-testid="admin-card"
      cover={<Thumb src={image} alt={typeof title === 'string' ? title : ''} />}
      actions={[
        ...actions,
        <Button key="delete" type="text" danger icon={<DeleteOutlined />} loading={deleting} onClick={onDelete}>
          Delete
        </Button>,
      ]}
    >
      <Card.Meta title={title} description={children} />
    </Card>
  );
}
