import { Form } from 'antd';
import type { ReactNode } from 'react';
import { UploadField, type UploadStatus } from '@school/shared/kit';

/** What each kind of upload accepts, and where it goes (API §7 uploads). */
export const UPLOAD_KINDS = {
  image: { action: '/api/upload?kind=image', field: 'formFile', accept: 'image/png,image/jpeg,image/gif,image/webp' },
  images: { action: '/api/uploads', field: 'images', accept: 'image/png,image/jpeg,image/gif,image/webp' },
  pdf: { action: '/api/upload?kind=pdf', field: 'formFile', accept: 'application/pdf,.pdf' },
  download: {
    action: '/api/upload?kind=download',
    field: 'formFile',
    accept: '.jpg,.jpeg,.png,.pdf,.doc,.docx,application/pdf,image/png,image/jpeg',
  },
  blur: { action: '/api/upload-blur', field: 'formFile', accept: 'image/png,image/jpeg,image/gif,image/webp' },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export interface FileFormItemProps {
  name: string;
  label: string;
  kind: UploadKind;
  /** Failure text shown under the field (SPEC.md §5, §8). */
  errorText: string;
  /** Required-field message; omit for an optional file. */
  requiredMessage?: string;
  hint?: string;
  onStatusChange?: (s: UploadStatus) => void;
  onFileName?: (name: string) => void;
  onResponse?: (response: unknown) => void;
  /** Edit mode: what the record holds now (a thumbnail, a file name); the field is then optional and keeps it when left empty. */
  current?: ReactNode;
}

/** `/api/upload-blur` answers {originalImageURL, blurredImageURL}: the field keeps the original. */
const blurReference = (r: unknown) => (r as { originalImageURL?: string } | null)?.originalImageURL;

/**
 * A form field that uploads its file(s) as soon as they are chosen; the form
 * value is the stored reference (or list of references for `images`).
 */
export function FileFormItem(props: FileFormItemProps) {
  const { name, label, kind, errorText, hint, onStatusChange, onFileName, onResponse, current } = props;
  const requiredMessage = current === undefined ? props.requiredMessage : undefined;
  const k = UPLOAD_KINDS[kind];
  return (
    <Form.Item
      name={name}
      label={label}
      rules={requiredMessage ? [{ required: true, message: requiredMessage }] : []}
      extra={
        current !== undefined && (
          <span className="admin-current-file" data-testid={`current-${name}`}>
            Now: {current} · choose a file to replace it
          </span>
        )
      }
    >
      <UploadField
        action={k.action}
        field={k.field}
        accept={k.accept}
        multiple={kind === 'images'}
        hint={hint}
        errorText={errorText}
        label={kind === 'images' ? 'Select images' : kind === 'image' || kind === 'blur' ? 'Select image' : 'Select file'}
        onStatusChange={onStatusChange}
        onFileName={onFileName}
        onResponse={onResponse}
        reference={kind === 'blur' ? blurReference : undefined}
      />
    </Form.Item>
  );
}
