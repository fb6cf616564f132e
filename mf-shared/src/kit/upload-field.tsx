import { UploadOutlined } from './icons';
import { Button, Form, Progress, Typography, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { api, apiUrl } from '@school/shared/session';
import { useMessages } from './i18n';
import { KIT_MESSAGES } from './messages';

export type UploadStatus = 'idle' | 'uploading' | 'succeeded' | 'failed';

export interface UploadFieldProps {
  /** The upload's API path, passed by the caller (the kit holds none). */
  action: string;
  /** Multipart field name (formFile, images, marksheet…). */
  field: string;
  accept?: string;
  /** Type hint shown under the button (the caller's text). */
  hint?: string;
  /** Text shown when an upload fails (SPEC.md §5, §8). */
  errorText: string;
  multiple?: boolean;
  /** Refused before upload when the file is this size or larger. */
  maxBytes?: number;
  onTooLarge?: () => void;
  /** Shown instead of `errorText` when the file is over `maxBytes` or the API answers 413 (without `onTooLarge`). */
  tooLargeText?: string;
  /** The field's limits (size, and what happens to a photo), shown beside the type hint. */
  limit?: string;
  /** Turns the chosen file into the one uploaded (a photo scaled down, say) before the size check. */
  prepare?: (file: File) => Promise<File>;
  label?: string;
  id?: string;
  disabled?: boolean;
  value?: string | string[];
  onChange?: (value: string | string[] | undefined) => void;
  onStatusChange?: (status: UploadStatus) => void;
  /** Called with the original file name of a successful single upload. */
  onFileName?: (name: string) => void;
  /**
   * Picks the stored reference out of an upload's response, for endpoints that
   * answer with an object (e.g. the blur upload's two URLs). Default: the path string,
   * or the first of a list.
   */
  reference?: (response: unknown) => string | undefined;
  /** Called with the whole response of each successful upload. */
  onResponse?: (response: unknown) => void;
}

/** The returned reference of one upload: a path string, or the first of a list. */
function referenceOf(response: unknown): string | undefined {
  if (typeof response === 'string') return response;
  if (Array.isArray(response) && typeof response[0] === 'string') return response[0];
  return undefined;
}

function statusOf(files: UploadFile[]): UploadStatus {
  if (files.some((f) => f.status === 'uploading')) return 'uploading';
  if (files.some((f) => f.status === 'error')) return 'failed';
  return files.length ? 'succeeded' : 'idle';
}

/**
 * One file field: uploads as soon as a file is chosen, shows its progress and
 * its state, and hands the stored reference(s) to the form.
 */
export function UploadField(props: UploadFieldProps) {
  const { action, field, accept, hint, errorText, multiple, maxBytes, onTooLarge, tooLargeText, limit, prepare } = props;
  const [files, setFiles] = useState<UploadFile[]>([]);
  // 'too large' and 'wrong type' are different problems with different cures: they say different things
  const [tooLarge, setTooLarge] = useState(false);
  const { t } = useMessages(KIT_MESSAGES);
  const status = statusOf(files);
  // After a failed upload and a submit, the form item says the same words: say them once.
  const itemErrors = Form.Item.useStatus().errors;
  const itemSaysIt = itemErrors.some((e) => e === errorText);

  useEffect(() => props.onStatusChange?.(status), [status]); // eslint-disable-line react-hooks/exhaustive-deps

  // A form reset clears the value: clear the file list with it.
  useEffect(() => {
    const empty = props.value === undefined || props.value === '' || (Array.isArray(props.value) && !props.value.length);
    if (empty && files.length && status !== 'uploading' && status !== 'failed') setFiles([]);
  }, [props.value]); // eslint-disable-line react-hooks/exhaustive-deps

  const handleChange: UploadProps['onChange'] = ({ file, fileList }) => {
    setFiles(fileList);
    if (file.status === 'error' && (file.error as { status?: number } | undefined)?.status === 413 && tooLargeText) setTooLarge(true);
    const pick = props.reference ?? referenceOf;
    const refs = fileList.filter((f) => f.status === 'done').map((f) => pick(f.response)).filter(Boolean) as string[];
    props.onChange?.(multiple ? refs : refs[0]);
    const last = fileList[fileList.length - 1];
    if (!multiple && last?.status === 'done') props.onFileName?.(last.name);
    if (file.status === 'done') props.onResponse?.(file.response);
  };

  const beforeUpload: UploadProps['beforeUpload'] = async (chosen) => {
    setTooLarge(false);
    const file = prepare ? await prepare(chosen) : chosen;
    if (maxBytes !== undefined && file.size >= maxBytes) {
      if (onTooLarge) onTooLarge();
      else setTooLarge(true);
      return Upload.LIST_IGNORE;
    }
    return file;
  };

  const percent = files.find((f) => f.status === 'uploading')?.percent;

  return (
    <div className="upload-field" data-upload-status={status}>
      <Upload
        id={props.id}
        action={apiUrl(action)}
        name={field}
        accept={accept}
        multiple={multiple}
        maxCount={multiple ? undefined : 1}
        headers={api.authHeader()}
        fileList={files}
        beforeUpload={beforeUpload}
        onChange={handleChange}
        disabled={props.disabled}
        showUploadList={{ showPreviewIcon: false }}
      >
        <Button icon={<UploadOutlined />} disabled={props.disabled}>
          {props.label ?? (multiple ? t('upload.selectFiles') : t('upload.selectFile'))}
        </Button>
      </Upload>
      {status === 'uploading' && percent !== undefined && (
        <Progress percent={Math.round(percent)} size="small" aria-label={t('upload.progress')} />
      )}
      {tooLarge && tooLargeText ? (
        <Typography.Text type="danger" role="alert">
          {tooLargeText}
        </Typography.Text>
      ) : status === 'failed' ? (
        !itemSaysIt && (
          <Typography.Text type="danger" role="alert">
            {errorText}
          </Typography.Text>
        )
      ) : (
        hint && <Typography.Text type="secondary">{hint}</Typography.Text>
      )}
      {limit && (
        <Typography.Text type="secondary" className="upload-field-limit">
          {limit}
        </Typography.Text>
      )}
    </div>
  );
}

/** Tracks every upload field of a form: submit waits while any is running or has failed. */
export function useUploadGate() {
  const [statuses, setStatuses] = useState<Record<string, UploadStatus>>({});
  const track = (name: string) => (s: UploadStatus) =>
    setStatuses((prev) => (prev[name] === s ? prev : { ...prev, [name]: s }));
  const blocked = Object.values(statuses).some((s) => s === 'uploading' || s === 'failed');
  return { track, blocked, statuses };
}
