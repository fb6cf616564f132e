import { Form, Typography } from 'antd';
import { useContext, useState, type ChangeEvent, type ReactNode } from 'react';
import { STAFF_ENDPOINTS as E, type MediaItem, type MediaType } from '@school/shared/contract';
import { SiteContext, UploadField, type UploadFieldProps, type UploadStatus } from '@school/shared/kit';
import { uploadTarget, useSessionStore } from '@school/shared/session';
import { MediaPickerButton } from '../media/media-picker';

/** What each kind of upload accepts, and where it goes: the contract's declared uploads (API §7 uploads). */
export const UPLOAD_KINDS = {
  image: { ...uploadTarget(E.upload, { kind: 'image' }), accept: 'image/png,image/jpeg,image/gif,image/webp' },
  images: { ...uploadTarget(E.uploadImages, {}), accept: 'image/png,image/jpeg,image/gif,image/webp' },
  pdf: { ...uploadTarget(E.upload, { kind: 'pdf' }), accept: 'application/pdf,.pdf' },
  download: { ...uploadTarget(E.upload, { kind: 'download' }), accept: '.jpg,.jpeg,.png,.pdf,.doc,.docx,application/pdf,image/png,image/jpeg' },
  // a document shown on a page (a brochure): a PDF or an image
  document: { ...uploadTarget(E.upload, { kind: 'download' }), accept: '.pdf,.png,.jpg,.jpeg,.gif,application/pdf,image/png,image/jpeg,image/gif' },
  blur: { ...uploadTarget(E.uploadBlur, {}), accept: 'image/png,image/jpeg,image/gif,image/webp' },
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

/** What the library offers a field of each kind (issue 32): the blurred modal image needs its own upload. */
const LIBRARY_TYPE: Record<UploadKind, MediaType | 'any' | null> = {
  image: 'image',
  images: 'image',
  pdf: 'document',
  download: 'any',
  document: 'any',
  blur: null,
};

/** The upload call's path, naming the console's site when it is not the school's (its media library, issue 32). */
function actionFor(kind: UploadKind, site: string | undefined): string {
  const action = UPLOAD_KINDS[kind].action;
  return site && site !== 'school' ? `${action}${action.includes('?') ? '&' : '?'}site=${encodeURIComponent(site)}` : action;
}

type Uploaded = string | string[] | undefined;

/**
 * The field's control: the upload button and "Choose from library". Form.Item hands it the value and
 * onChange, so a pick fills the field wherever it sits (a block's image in a list too). For `images`,
 * picked files join the uploaded ones.
 */
function UploadOrPick(props: UploadFieldProps & { libraryType: MediaType | 'any' | null }) {
  const { libraryType, value, onChange, onFileName, ...upload } = props;
  const [picked, setPicked] = useState<MediaItem[]>([]);
  const [uploaded, setUploaded] = useState<Uploaded>(undefined);
  // the library is for signed-in staff: the first-run setup's logo field uploads only
  const signedIn = useSessionStore((s) => Boolean(s.userInfo?.token));
  const pickedUrls = picked.map((m) => m.url);
  const fromUpload = (v: Uploaded) => {
    setUploaded(v);
    if (upload.multiple) onChange?.([...pickedUrls, ...(Array.isArray(v) ? v : [])]);
    else onChange?.(v);
  };
  const pick = (m: MediaItem) => {
    if (upload.multiple) {
      const next = [...picked.filter((p) => p.url !== m.url), m];
      setPicked(next);
      onChange?.([...next.map((p) => p.url), ...(Array.isArray(uploaded) ? uploaded : [])]);
    } else {
      setPicked([m]);
      onChange?.(m.url);
      onFileName?.(m.originalName);
    }
  };
  // what the field holds now that came from the library (a later upload replaces a single pick)
  const shown = picked.filter((m) => (Array.isArray(value) ? value.includes(m.url) : value === m.url));
  return (
    <>
      <UploadField {...upload} value={value} onChange={fromUpload} onFileName={onFileName} />
      {libraryType !== null && signedIn && (
        <div className="media-picker-row">
          <MediaPickerButton type={libraryType === 'any' ? undefined : libraryType} onPick={pick} disabled={upload.disabled} />
          {shown.map((m) => (
            <div key={m._id} className="media-picker-chosen" data-testid="library-choice">
              <Typography.Text>From the library: {m.alt || m.originalName}</Typography.Text>
              {m.type === 'image' && !m.alt && (
                <Typography.Text type="warning" role="status">
                  This picture has no alt text yet: add it in Media before publishing.
                </Typography.Text>
              )}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/**
 * A form field that uploads its file(s) as soon as they are chosen, or takes them from the site's media
 * library; the form value is the stored reference (or list of references for `images`).
 */
export function FileFormItem(props: FileFormItemProps) {
  const { name, label, kind, errorText, hint, onStatusChange, onFileName, onResponse, current, minWidth } = props;
  const narrow = useNarrowImageWarnings(minWidth);
  const site = useContext(SiteContext)?.site;
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
        <UploadOrPick
          libraryType={LIBRARY_TYPE[kind]}
          action={actionFor(kind, site)}
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
