import './media.css';
import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useContext, useState } from 'react';
import { QueryView, SiteContext } from '@school/shared/kit';
import type { MediaItem, MediaType } from '@school/shared/contract';
import { useMediaList } from './media-api';
import { MediaGrid, MediaPager } from './media-grid';
import { MediaToolbar, useMediaFilter } from './media-screen';

/** The library's items of one type (or any) in a dialog, with search: a click picks one. */
function PickerGrid({ type, onPick }: { type: MediaType | undefined; onPick: (m: MediaItem) => void }) {
  const site = useContext(SiteContext)?.site ?? 'school';
  const { filter, search, setType, setPage } = useMediaFilter(type);
  const query = useMediaList(site, filter);
  return (
    <>
      <MediaToolbar onSearch={search} type={filter.type} onType={setType} types={type === undefined} />
      <QueryView query={query} empty="Nothing in the library matches" isEmpty={(d) => d.items.length === 0}>
        {(data) => (
          <>
            <MediaGrid items={data.items} onOpen={onPick} actionLabel="Choose" />
            <MediaPager page={filter.page} total={data.total} onChange={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}

/**
 * "Choose from library": a button that opens the site's media library (issue 32) and hands back the
 * item picked, so a form names a stored file instead of uploading it again.
 */
export function MediaPickerButton({ type, onPick, disabled, size, label = 'Choose from library' }: {
  type: MediaType | undefined;
  onPick: (m: MediaItem) => void;
  disabled?: boolean;
  /** small in an editor's toolbar */
  size?: 'small';
  /** the button's text */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FolderOpenOutlined />} onClick={() => setOpen(true)} disabled={disabled} size={size} type={size ? 'text' : undefined}>
        {label}
      </Button>
      <Modal open={open} title="Media library" footer={null} width={960} onCancel={() => setOpen(false)} destroyOnHidden>
        {open && (
          <PickerGrid
            type={type}
            onPick={(m) => {
              setOpen(false);
              onPick(m);
            }}
          />
        )}
      </Modal>
    </>
  );
}
