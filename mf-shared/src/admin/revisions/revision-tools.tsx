import './revisions.css';
import { HistoryOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, Input, List, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { schoolTime, useMediaQuery, useToast } from '@school/shared/kit';
import type { PreviewLink, Previewable, RevisionItem } from '@school/shared/contract';
import { isPreviewable, useCreatePreviewLink, useRestoreRevision, useRevision, useRevisions, useRevokePreviewLink, type RevisionResource } from './revisions-api';

/** Fields no one edits: left out of the comparison. */
const STAMPS = new Set(['_id', 'createdAt', 'updatedAt', 'user', 'userId']);
const PHONE = '(max-width: 600px)';

const when = (at: string) => schoolTime(at)?.format('D MMM YYYY, HH:mm') ?? at;

/** A field's value as text: strings as they are, anything else as indented JSON; '—' for none. */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The fields of the two versions, in the current item's order, each with both values and whether they differ. */
export function compareFields(version: RevisionItem, current: object): Array<{ field: string; then: string; now: string; changed: boolean }> {
  const now: Record<string, unknown> = { ...current };
  const fields = [...new Set([...Object.keys(now), ...Object.keys(version)])].filter((f) => !STAMPS.has(f));
  return fields.map((field) => {
    const a = fieldText(version[field]);
    const b = fieldText(now[field]);
    return { field, then: a, now: b, changed: a !== b };
  });
}

interface ToolsProps {
  /** the item's resource, as its API path names it (`news`, `events/sub-domain`, …) */
  resource: RevisionResource;
  /** the item as it is now (the edit screen's) */
  item: { _id: string };
}

/** Side by side: each field of the chosen version against the item now, the changed ones marked; Restore. */
function Comparison({ resource, item, rev, onRestored }: ToolsProps & { rev: string; onRestored: () => void }) {
  const version = useRevision(resource, item._id, rev);
  const restore = useRestoreRevision(resource, item._id);
  const toast = useToast();
  if (version.isPending) return <Typography.Text>Loading…</Typography.Text>;
  if (version.isError) return <Alert type="error" message={version.error.message} />;
  const rows = compareFields(version.data, item);
  const changed = rows.filter((r) => r.changed).length;
  const restoreIt = () =>
    Modal.confirm({
      title: 'Restore this version?',
      content: 'The item becomes as it was then. What it is now is kept in its history.',
      okText: 'Restore',
      onOk: () =>
        restore.mutateAsync(rev).then(
          () => {
            toast.success('Version restored');
            onRestored();
          },
          (e: Error) => toast.error(e.message),
        ),
    });
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>{changed === 0 ? 'Same as now' : `${changed} ${changed === 1 ? 'field differs' : 'fields differ'} from now`}</Typography.Text>
        <Button type="primary" loading={restore.isPending} onClick={restoreIt}>
          Restore this version
        </Button>
      </Flex>
      <div className="revision-diff" role="table" aria-label="This version and now, field by field">
        <div className="revision-diff-row revision-diff-head" role="row">
          <span role="columnheader">Field</span>
          <span role="columnheader">This version</span>
          <span role="columnheader">Now</span>
        </div>
        {rows.map((r) => (
          <div key={r.field} className={`revision-diff-row${r.changed ? ' revision-diff-changed' : ''}`} role="row" data-changed={r.changed || undefined}>
            <span role="rowheader" className="revision-diff-field">
              {r.field}
              {r.changed && <span className="revision-diff-mark"> (changed)</span>}
            </span>
            <span role="cell" data-label="This version">{r.then}</span>
            <span role="cell" data-label="Now">{r.now}</span>
          </div>
        ))}
      </div>
    </Flex>
  );
}

/** The History button and its drawer: the kept versions, newest first; one chosen is compared with now. */
export function HistoryButton({ resource, item }: ToolsProps) {
  const [open, setOpen] = useState(false);
  const [rev, setRev] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE);
  const revisions = useRevisions(resource, item._id, open);
  const close = () => {
    setOpen(false);
    setRev(null);
  };
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Drawer title="History" open={open} onClose={close} size={phone ? '100%' : 880} destroyOnHidden>
        {revisions.isPending ? (
          <Typography.Text>Loading…</Typography.Text>
        ) : revisions.isError ? (
          <Alert type="error" message={revisions.error.message} />
        ) : revisions.data.length === 0 ? (
          <Typography.Text>No earlier versions yet: each save keeps the version it replaces.</Typography.Text>
        ) : (
          <div className={`revision-layout${rev ? ' revision-layout-open' : ''}`}>
            <List
              className="revision-list"
              size="small"
              dataSource={revisions.data}
              renderItem={(r) => (
                <List.Item className={r._id === rev ? 'revision-chosen' : undefined}>
                  <button type="button" className="revision-pick" aria-pressed={r._id === rev} onClick={() => setRev(r._id)}>
                    <strong>{when(r.at)}</strong>
                    <span>{r.user.name || 'Someone'}</span>
                    <span className="revision-summary">{r.summary}</span>
                  </button>
                </List.Item>
              )}
            />
            {rev && (
              <div className="revision-compare">
                {phone && (
                  <Button type="link" onClick={() => setRev(null)}>
                    ← All versions
                  </Button>
                )}
                <Comparison resource={resource} item={item} rev={rev} onRestored={close} />
              </div>
            )}
          </div>
        )}
      </Drawer>
    </>
  );
}

const DURATIONS = [
  { value: 24, label: '1 day' },
  { value: 72, label: '3 days' },
  { value: 168, label: '7 days' },
];

/** "Share preview": a link that shows the item's page, draft or not, to anyone who has it, for a while; copy or revoke it. */
export function SharePreviewButton({ resource, item }: { resource: Previewable; item: { _id: string } }) {
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState(72);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const create = useCreatePreviewLink(resource, item._id);
  const revoke = useRevokePreviewLink();
  const toast = useToast();
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy: select the link and copy it'),
    );
  const make = () => create.mutateAsync(hours).then(setLink, (e: Error) => toast.error(e.message));
  const revokeIt = (id: string) =>
    revoke.mutateAsync(id).then(
      () => {
        setLink(null);
        toast.success('Link revoked');
      },
      (e: Error) => toast.error(e.message),
    );
  return (
    <>
      <Button icon={<LinkOutlined />} onClick={() => setOpen(true)}>
        Share preview
      </Button>
      <Modal title="Share preview" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Flex vertical gap={12}>
          <Typography.Paragraph>Anyone with the link sees this item's page as it is now, draft or not, until the link expires or you revoke it. Search engines do not list it.</Typography.Paragraph>
          {link ? (
            <>
              <Space.Compact className="preview-link">
                <Input readOnly value={link.url} aria-label="Preview link" onFocus={(e) => e.target.select()} />
                <Button type="primary" onClick={() => copy(link.url)}>
                  Copy
                </Button>
              </Space.Compact>
              <Typography.Text type="secondary">Expires {when(link.expiresAt)}</Typography.Text>
              <Button danger loading={revoke.isPending} onClick={() => revokeIt(link._id)}>
                Revoke link
              </Button>
            </>
          ) : (
            <Flex gap={8} wrap align="center">
              <label htmlFor="preview-expiry">Link works for</label>
              <Select id="preview-expiry" value={hours} onChange={setHours} options={DURATIONS} style={{ minWidth: 120 }} />
              <Button type="primary" loading={create.isPending} onClick={make}>
                Create link
              </Button>
            </Flex>
          )}
        </Flex>
      </Modal>
    </>
  );
}

/** The History and Share preview buttons of an item's edit screen (issue 32). */
export function RevisionTools({ resource, item }: ToolsProps) {
  return (
    <Space wrap className="revision-tools">
      <HistoryButton resource={resource} item={item} />
      {isPreviewable(resource) && <SharePreviewButton resource={resource} item={item} />}
    </Space>
  );
}
