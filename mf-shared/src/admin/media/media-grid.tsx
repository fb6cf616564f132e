import './media.css';
import { FileOutlined } from '@ant-design/icons';
import { Pagination, Tag } from 'antd';
import { thumbOf } from '@school/shared/kit';
import { apiUrl } from '@school/shared/session';
import type { MediaItem } from '@school/shared/contract';
import { MEDIA_PAGE_SIZE } from './media-api';

/** What a tile calls an item: its alt text, or else the file's own name. */
export const mediaName = (m: MediaItem) => m.alt || m.originalName;

/** A library item's picture (its 320×174 variant, cut around the focal point) or a document's icon. */
export function MediaPicture({ item }: { item: MediaItem }) {
  if (item.type !== 'image') {
    return (
      <span className="media-tile-doc" aria-hidden="true">
        <FileOutlined />
      </span>
    );
  }
  return <img className="media-tile-picture" src={apiUrl(thumbOf(item.url))} alt="" loading="lazy" />;
}

/**
 * The library's items as tiles (the Media screen and the picker): each a button with the picture, the
 * name, how many items use it and, for an image, whether it still needs alt text.
 */
export function MediaGrid({ items, onOpen, actionLabel }: { items: MediaItem[]; onOpen: (m: MediaItem) => void; actionLabel: string }) {
  return (
    <ul className="media-grid" aria-label="Media items">
      {items.map((m) => (
        <li key={m._id}>
          {/* named by what it shows, after the action: "Open gate.png Used by 2 No alt text" */}
          <button type="button" className="media-tile" onClick={() => onOpen(m)}>
            <MediaPicture item={m} />
            <span className="media-tile-text">
              <span className="media-sr-only">{actionLabel} </span>
              <span className="media-tile-name" title={m.originalName}>
                {mediaName(m)}
              </span>
              <span className="media-tile-tags">
                <Tag color={m.usage > 0 ? 'blue' : 'default'}>{m.usage > 0 ? `Used by ${m.usage}` : 'Not used'}</Tag>
                {m.type === 'image' && !m.alt && <Tag color="#ad4e00">No alt text</Tag>}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function MediaPager({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  if (total <= MEDIA_PAGE_SIZE) return null;
  return (
    <div className="media-pager">
      <Pagination current={page} total={total} pageSize={MEDIA_PAGE_SIZE} showSizeChanger={false} onChange={onChange} size="small" />
    </div>
  );
}
