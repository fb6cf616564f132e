import './media.css';
import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Space, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useToast } from '@school/shared/kit';
import { api, apiUrl } from '@school/shared/session';
import type { FocalPoint, MediaItem, UpdateMediaBody } from '@school/shared/contract';
import { confirmDelete } from '../chrome/confirm';
import { useDeleteMedia, useMediaUsage, useReloadMedia, useUpdateMedia } from './media-api';
import { MediaPicture } from './media-grid';

const STEP = 0.05;
const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
const percent = (v: number) => `${Math.round(v * 100)}%`;

/**
 * The picture with its focal point: a click on it (or the arrow keys) moves the point; beside it, the
 * 320×174 card as the site will cut it.
 */
function FocalPointPicker({ item, value, onChange }: { item: MediaItem; value: FocalPoint; onChange: (p: FocalPoint) => void }) {
  const src = apiUrl(item.url);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    onChange({ x: clamp(value.x + move[0]), y: clamp(value.y + move[1]) });
  };
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text type="secondary">Click the part of the picture that must stay in view (a face): cropped cards keep it.</Typography.Text>
      <div
        className="media-focal"
        role="button"
        tabIndex={0}
        aria-label={`Focal point at ${percent(value.x)} across, ${percent(value.y)} down: click the picture or use the arrow keys`}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <img src={src} alt={item.alt} />
        <span className="media-focal-mark" style={{ left: percent(value.x), top: percent(value.y) }} />
      </div>
      <Typography.Text type="secondary">A card on the site:</Typography.Text>
      <div
        className="media-crop"
        data-testid="media-crop"
        role="img"
        aria-label="The picture as a card shows it"
        style={{ backgroundImage: `url("${src}")`, backgroundPosition: `${percent(value.x)} ${percent(value.y)}` }}
      />
    </Space>
  );
}

function UsageList({ id }: { id: string }) {
  const usage = useMediaUsage(id);
  if (usage.isPending) return <Typography.Text type="secondary">Looking for the items that use it…</Typography.Text>;
  if (usage.isError) return <Typography.Text type="danger">{usage.error.message}</Typography.Text>;
  if (usage.data.length === 0) return <Typography.Text>No item uses this file.</Typography.Text>;
  return (
    <ul className="media-usage" aria-label="Used by">
      {usage.data.map((u) => (
        <li key={`${u.resource}/${u._id}`}>
          {u.title || u._id} <Typography.Text type="secondary">({u.resource}{u.site ? `, ${u.site}` : ''})</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * Replaces the item's file (PUT /api/media/:id/file, with a progress bar): the item keeps its texts, and
 * every item using the old file is rewritten to the new one. An image is replaced by an image, a document
 * by a document.
 */
function ReplaceFile({ item }: { item: MediaItem }) {
  const reload = useReloadMedia();
  const toast = useToast();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const onChange: UploadProps['onChange'] = ({ file }) => {
    const response: unknown = file.response;
    const message = response && typeof response === 'object' && 'message' in response && typeof response.message === 'string' ? response.message : 'The file could not be replaced';
    setFiles(file.status === 'error' ? [{ ...file, response: message }] : [file]);
    if (file.status === 'done') {
      toast.success('File replaced');
      void reload();
    }
  };
  const n = item.usage;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Upload
        action={apiUrl(`/api/media/${item._id}/file`)}
        method="PUT"
        name="file"
        accept={item.type === 'image' ? 'image/png,image/jpeg,image/gif,image/webp' : '.pdf,.doc,.docx,application/pdf'}
        headers={api.authHeader()}
        fileList={files}
        onChange={onChange}
        maxCount={1}
        showUploadList={{ showRemoveIcon: false }}
      >
        <Button icon={<SwapOutlined />}>Replace file</Button>
      </Upload>
      <Typography.Text type="secondary">
        {n === 0 ? 'No item uses this file yet.' : `The ${n === 1 ? 'item' : `${n} items`} using it will show the new file.`} The alt text, caption and focal point stay.
      </Typography.Text>
    </Space>
  );
}

interface Texts {
  alt: string;
  altNe: string;
  caption: string;
}

/** One library item: its texts, focal point, users, and delete (refused while used: the API's 409 message is shown). */
export function MediaDetails({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const [form] = Form.useForm<Texts>();
  const [focal, setFocal] = useState<FocalPoint>(item.focalPoint);
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const toast = useToast();

  const save = (values: Texts) => {
    const body: UpdateMediaBody = { alt: values.alt, ne: { alt: values.altNe }, caption: values.caption };
    if (focal.x !== item.focalPoint.x || focal.y !== item.focalPoint.y) body.focalPoint = focal;
    update.mutate(
      { id: item._id, body },
      { onSuccess: () => toast.success('Media item saved'), onError: (e) => toast.error(e.message) },
    );
  };
  const onDelete = () => {
    if (!confirmDelete()) return;
    setRefusal(null);
    remove.mutate(item._id, {
      onSuccess: () => {
        toast.success('Media item removed');
        onDeleted();
      },
      onError: (e) => setRefusal(e.message),
    });
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {item.type === 'image' ? <FocalPointPicker item={item} value={focal} onChange={setFocal} /> : <MediaPicture item={item} />}
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="File">
          <a href={apiUrl(item.url)} target="_blank" rel="noreferrer">
            {item.originalName}
          </a>
        </Descriptions.Item>
        <Descriptions.Item label="Type">{item.mime}</Descriptions.Item>
        <Descriptions.Item label="Size">
          {Math.max(1, Math.round(item.size / 1024))} KB{item.width && item.height ? ` · ${item.width} × ${item.height} px` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Path">
          <Typography.Text copyable>{item.url}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        aria-label="Media item"
        initialValues={{ alt: item.alt, altNe: item.ne.alt, caption: item.caption }}
        onFinish={save}
      >
        <Form.Item
          name="alt"
          label="Alt text"
          extra={item.type === 'image' ? 'What the picture shows, for people who cannot see it. Needed before an item showing it is published.' : undefined}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="altNe" label="Alt text (Nepali)">
          <Input maxLength={500} lang="ne" />
        </Form.Item>
        <Form.Item name="caption" label="Caption">
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save
        </Button>
      </Form>
      <div>
        <Typography.Title level={2} className="admin-heading-2">
          Used by
        </Typography.Title>
        <UsageList id={item._id} />
      </div>
      <ReplaceFile item={item} />
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
      <Button danger icon={<DeleteOutlined />} onClick={onDelete} loading={remove.isPending}>
        Delete file
      </Button>
    </Space>
  );
}
