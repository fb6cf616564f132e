import '../admin.css';
import './media.css';
import { InboxOutlined } from '@ant-design/icons';
import { Drawer, Input, Segmented, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { QueryView } from '@school/shared/kit';
import { api, apiUrl } from '@school/shared/session';
import type { MediaItem, MediaType, Site } from '@school/shared/contract';
import { PageHeading } from '../components/page-heading';
import { useMediaList, useReloadMedia, type MediaFilter } from './media-api';
import { MediaDetails } from './media-details';
import { MediaGrid, MediaPager, mediaName } from './media-grid';

export const MEDIA_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.doc,.docx,image/png,image/jpeg,image/gif,image/webp,application/pdf';

type TypeChoice = 'all' | MediaType;
const TYPE_CHOICES: Array<{ label: string; value: TypeChoice }> = [
  { label: 'All', value: 'all' },
  { label: 'Images', value: 'image' },
  { label: 'Documents', value: 'document' },
];

/** Search and the type filter: the grid's first page after each change. */
export function useMediaFilter(initialType?: MediaType) {
  const [filter, setFilter] = useState<MediaFilter>({ q: '', type: initialType, page: 1 });
  return {
    filter,
    search: (q: string) => setFilter((f) => ({ ...f, q: q.trim(), page: 1 })),
    setType: (type: TypeChoice) => setFilter((f) => ({ ...f, type: type === 'all' ? undefined : type, page: 1 })),
    setPage: (page: number) => setFilter((f) => ({ ...f, page })),
  };
}

/** The message an upload's error carries: the API's {message}, or antd's own text. */
function uploadError(file: UploadFile): string {
  const response: unknown = file.response;
  if (response && typeof response === 'object' && 'message' in response && typeof response.message === 'string') return response.message;
  return 'The upload failed';
}

/**
 * Several files at once, each with its own progress bar (antd's list); a file the API refuses keeps its
 * line with the reason. The library reloads as each one arrives.
 */
function BulkUpload({ site }: { site: Site }) {
  const reload = useReloadMedia();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const onChange: UploadProps['onChange'] = ({ file, fileList }) => {
    setFiles(fileList.map((f) => (f.status === 'error' ? { ...f, response: uploadError(f) } : f)));
    if (file.status === 'done') void reload();
  };
  return (
    <Upload.Dragger
      className="media-upload"
      action={apiUrl(`/api/media?site=${site}`)}
      name="file"
      multiple
      accept={MEDIA_ACCEPT}
      headers={api.authHeader()}
      fileList={files}
      onChange={onChange}
      showUploadList={{ showPreviewIcon: false, showRemoveIcon: true }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">Click or drop files here to add them to the library</p>
      <p className="ant-upload-hint">Pictures (PNG, JPEG, GIF, WebP; up to 10 MB), PDF and Word files (up to 20 MB). Several at once.</p>
    </Upload.Dragger>
  );
}

/** The search box and type filter above a library grid (the Media screen and the picker). */
export function MediaToolbar({ onSearch, type, onType, types = true }: { onSearch: (q: string) => void; type: MediaType | undefined; onType: (t: TypeChoice) => void; types?: boolean }) {
  return (
    <div className="media-toolbar">
      <Input.Search placeholder="Search alt text, caption or file name" aria-label="Search media" allowClear onSearch={onSearch} />
      {types && <Segmented<TypeChoice> aria-label="Type" options={TYPE_CHOICES} value={type ?? 'all'} onChange={(v) => onType(v)} />}
    </div>
  );
}

/**
 * /admin/media (issue 32, editors and admins): the site's library. Bulk upload, a grid with search and a
 * type filter; a tile opens the item's details (alt text, caption, focal point, users, delete).
 */
export function MediaScreen({ site }: { site: Site }) {
  const { filter, search, setType, setPage } = useMediaFilter();
  const query = useMediaList(site, filter);
  const [open, setOpen] = useState<MediaItem | null>(null);
  // the item as the list now has it (after a save), else as it was opened
  const current = open && (query.data?.items.find((m) => m._id === open._id) ?? open);
  return (
    <>
      <PageHeading title="Media" />
      <BulkUpload site={site} />
      <MediaToolbar onSearch={search} type={filter.type} onType={setType} />
      <QueryView query={query} empty={filter.q || filter.type ? 'Nothing in the library matches' : 'The library is empty: add files above'} isEmpty={(d) => d.items.length === 0}>
        {(data) => (
          <>
            <MediaGrid items={data.items} onOpen={setOpen} actionLabel="Open" />
            <MediaPager page={filter.page} total={data.total} onChange={setPage} />
          </>
        )}
      </QueryView>
      <Drawer
        rootClassName="media-drawer"
        open={current !== null}
        size={480}
        title={current ? mediaName(current) : ''}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {current && <MediaDetails key={current._id} item={current} onDeleted={() => setOpen(null)} />}
      </Drawer>
    </>
  );
}
