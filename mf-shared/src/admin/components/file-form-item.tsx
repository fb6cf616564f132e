import { Form, Typography } from 'antd';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { UploadField, type UploadStatus } from '@school/shared/kit';
import { uploadTarget } from '@school/shared/session';

/** What each kind of upload accepts, and where it goes: the contract's declared uploads (API §7 uploads). */
export const UPLOAD_KINDS = {
  image: { ...uploadTarget(E.upload, { kind: 'image' }), accept: 'image/png,image/jpeg,image/gif,image/webp' },
  images: { ...uploadTarget(E.uploadImages), accept: 'image/png,image/jpeg,image/gif,image/webp' },
  pdf: { ...uploadTarget(E.upload, { kind: 'pdf' }), accept: 'application/pdf,.pdf' },
  download: { ...uploadTarget(E.upload, { kind: 'download' }), accept: '.jpg,.jpeg,.png,.pdf,.doc,.docx,application/pdf,image/png,image/jpeg' },
  // a document shown on a page (a brochure): a PDF or an image
  document: { ...uploadTarget(E.upload, { kind: 'download' }), accept: '.pdf,.png,.jpg,.jpeg,.gif,application/pdf,image/png,image/jpeg,image/gif' },
  blur: { ...uploadTarget(E.uploadBlur), accept: 'image/png,image/jpeg,image/gif,image/webp' },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export interface FileFormItemProps {
  /** A field of the form, or a path into nested values (a block's image: `[0, 'file']`). */
  name: string | (string | number)[];
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
  /**
   * The width in pixels the image fills on the site (a home slide 1280, a card 640): a narrower image is
   * accepted, with a warning that it will look blurred (issue 38).
   */
  minWidth?: number;
}

/** The widest a card shows its picture (news, albums on a wide screen): a narrower one is stretched. */
export const CARD_IMAGE_WIDTH = 640;

/** The pixel width of an image file, or null when the browser cannot read it. */
async function imageWidth(file: File): Promise<number | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close?.();
    return size.width;
  } catch {
    return null;
  }
}

/** Warnings for the chosen images narrower than `minWidth`; none when no minimum is set. */
function useNarrowImageWarnings(minWidth: number | undefined) {
  const [warnings, setWarnings] = useState<string[]>([]);
  // rc-upload's own input is inside: its change event bubbles here with the chosen files
  const onChangeCapture = (e: ChangeEvent<HTMLElement>) => {
    const input = e.target as HTMLInputElement;
    if (!minWidth || input.type !== 'file' || !input.files) return;
    const chosen = [...input.files];
    void Promise.all(chosen.map(async (f) => ({ name: f.name, width: await imageWidth(f) }))).then((sizes) =>
      setWarnings(
        sizes
          .filter((s) => s.width !== null && s.width < minWidth)
          .map((s) => `${s.name} is ${s.width} px wide, narrower than the ${minWidth} px it fills on the site: it will look blurred.`),
      ),
    );
  };
  return { warnings, onChangeCapture };
}

/** `/api/upload-blur` answers {originalImageURL, blurredImageURL}: the field keeps the original. */
const blurReference = (r: unknown) => (r as { originalImageURL?: string } | null)?.originalImageURL;

/**
 * A form field that uploads its file(s) as soon as they are chosen; the form
 * value is the stored reference (or list of references for `images`).
 */
export function FileFormItem(props: FileFormItemProps) {
  const { name, label, kind, errorText, hint, onStatusChange, onFileName, onResponse, current, minWidth } = props;
  const narrow = useNarrowImageWarnings(minWidth);
  const requiredMessage = current === undefined ? props.requiredMessage : undefined;
  const k = UPLOAD_KINDS[kind];
  return (
    <div onChangeCapture={narrow.onChangeCapture}>
      <Form.Item
        name={name}
        label={label}
        rules={requiredMessage ? [{ required: true, message: requiredMessage }] : []}
        extra={
          (current !== undefined || narrow.warnings.length > 0) && (
          <>
            {current !== undefined && (
              <span className="admin-current-file" data-testid={`current-${[name].flat().join('.')}`}>
                Now: {current} · choose a file to replace it
              </span>
            )}
            {narrow.warnings.map((w) => (
              <Typography.Text key={w} type="warning" role="status" className="admin-image-warning">
                {w}
              </Typography.Text>
            ))}
          </>
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
    </div>
  );
}
