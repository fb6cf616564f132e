import { Form, Input, Radio } from 'antd';
import { UploadField, type UploadFieldProps, type UploadStatus } from '@school/shared/kit';
import { REGISTRATION_UPLOADS } from '../api/create-registration';

/** SPEC.md §5: upload hints; a failed upload shows 'Please add valid file' with the hint. */
export const DOCS = {
  marksheet: { hint: 'Only PDF | WORD', accept: '.pdf,.doc,.docx' },
  ppphoto: { hint: 'Only PNG | JPG', accept: '.png,.jpg,.jpeg,image/png,image/jpeg' },
  characterCf: { hint: 'Only PDF | PNG | JPG', accept: '.pdf,.png,.jpg,.jpeg' },
  application: { hint: 'Only PDF | MS WORD | DOCX', accept: '.pdf,.doc,.docx' },
} as const;
type Doc = keyof typeof DOCS;

export const invalidFile = (doc: Doc) => `Please add valid file (${DOCS[doc].hint})`;

interface DocUploadProps {
  doc: Doc;
  label: string;
  track: (name: string) => (s: UploadStatus) => void;
  /** Injected by Form.Item. */
  id?: string;
  value?: UploadFieldProps['value'];
  onChange?: UploadFieldProps['onChange'];
}

function DocUpload({ doc, label, track, ...bound }: DocUploadProps) {
  return (
    <UploadField
      {...bound}
      action={REGISTRATION_UPLOADS[doc]}
      field={doc}
      accept={DOCS[doc].accept}
      hint={DOCS[doc].hint}
      errorText={invalidFile(doc)}
      label={label}
      onStatusChange={track(doc)}
    />
  );
}

export type ApplicationMode = 'text' | 'file';

/** The four documents; the application is either typed text or an attached letter. */
export function DocumentFields({ senior, mode, track }: { senior: boolean; mode: ApplicationMode; track: (name: string) => (s: UploadStatus) => void }) {
  return (
    <fieldset className="registration-fieldset">
      <legend>Documents</legend>
      <Form.Item label="Marksheet of the last class" name="markSheet" rules={[{ required: true, message: invalidFile('marksheet') }]}>
        <DocUpload doc="marksheet" label="Upload marksheet" track={track} />
      </Form.Item>
      <Form.Item label="Passport-size photo" name="ppPhoto" rules={[{ required: true, message: invalidFile('ppphoto') }]}>
        <DocUpload doc="ppphoto" label="Upload photo" track={track} />
      </Form.Item>
      {senior && (
        <Form.Item label="Character certificate" name="characterCerf">
          <DocUpload doc="characterCf" label="Upload character certificate" track={track} />
        </Form.Item>
      )}
      <Form.Item label="Application" name="applicationMode">
        <Radio.Group aria-label="Application">
          <Radio value="text">Write an application</Radio>
          <Radio value="file">Attach an application letter</Radio>
        </Radio.Group>
      </Form.Item>
      {mode === 'text' ? (
        <Form.Item label="Application text" name="application">
          <Input.TextArea rows={5} maxLength={5000} showCount placeholder="Dear Principal, I would like to apply for admission to …" />
        </Form.Item>
      ) : (
        <Form.Item label="Application letter" name="attachApplication">
          <DocUpload doc="application" label="Upload application letter" track={track} />
        </Form.Item>
      )}
    </fieldset>
  );
}
