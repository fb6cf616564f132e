import { Form, Input, Radio } from 'antd';
import { toNepaliDigits, UploadField, useLang, type UploadFieldProps, type UploadStatus } from '@school/shared/kit';
import { REGISTRATION_UPLOADS } from '../api/create-registration';
import { useRegistrationText } from '../i18n';
import { shrinkPhoto } from '../../../lib/shrink-photo';

/** SPEC.md §5: upload hints; a failed upload shows 'Please add valid file' with the hint. */
export const DOCS = {
  marksheet: { hint: 'Only PDF | WORD', accept: '.pdf,.doc,.docx', images: false },
  // WebP is taken too: it is scaled down and sent as the JPEG the API keeps
  ppphoto: { hint: 'Only PNG | JPG', accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp', images: true },
  characterCf: { hint: 'Only PDF | PNG | JPG', accept: '.pdf,.png,.jpg,.jpeg,.webp', images: true },
  application: { hint: 'Only PDF | MS WORD | DOCX', accept: '.pdf,.doc,.docx', images: false },
} as const;

/** The API's limit for every admission document (its upload kinds). */
export const DOCUMENT_MAX_MB = 5;
const MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
type Doc = keyof typeof DOCS;

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
  const { t } = useRegistrationText();
  const lang = useLang();
  const mb = lang === 'ne' ? toNepaliDigits(DOCUMENT_MAX_MB) : String(DOCUMENT_MAX_MB);
  return (
    <UploadField
      {...bound}
      {...REGISTRATION_UPLOADS[doc]}
      accept={DOCS[doc].accept}
      hint={t(`registration.hints.${doc}`)}
      errorText={t('registration.invalidFile', { hint: t(`registration.hints.${doc}`) })}
      label={label}
      maxBytes={MAX_BYTES}
      tooLargeText={t('registration.tooLarge', { mb })}
      limit={t(DOCS[doc].images ? 'registration.photoLimit' : 'registration.limit', { mb })}
      prepare={DOCS[doc].images ? (file) => shrinkPhoto(file, MAX_BYTES) : undefined}
      onStatusChange={track(doc)}
    />
  );
}

export type ApplicationMode = 'text' | 'file';

/** The four documents; the application is either typed text or an attached letter. */
export function DocumentFields({ senior, mode, track }: { senior: boolean; mode: ApplicationMode; track: (name: string) => (s: UploadStatus) => void }) {
  const { t } = useRegistrationText();
  const invalid = (doc: Doc) => t('registration.invalidFile', { hint: t(`registration.hints.${doc}`) });
  return (
    <fieldset className="registration-fieldset">
      <legend>{t('registration.documents')}</legend>
      <Form.Item label={t('registration.marksheet')} name="markSheet" rules={[{ required: true, message: invalid('marksheet') }]}>
        <DocUpload doc="marksheet" label={t('registration.uploadMarksheet')} track={track} />
      </Form.Item>
      <Form.Item label={t('registration.photo')} name="ppPhoto" rules={[{ required: true, message: invalid('ppphoto') }]}>
        <DocUpload doc="ppphoto" label={t('registration.uploadPhoto')} track={track} />
      </Form.Item>
      {senior && (
        <Form.Item label={t('registration.character')} name="characterCerf">
          <DocUpload doc="characterCf" label={t('registration.uploadCharacter')} track={track} />
        </Form.Item>
      )}
      <Form.Item label={t('registration.application')} name="applicationMode">
        <Radio.Group aria-label={t('registration.application')}>
          <Radio value="text">{t('registration.writeApplication')}</Radio>
          <Radio value="file">{t('registration.attachApplication')}</Radio>
        </Radio.Group>
      </Form.Item>
      {mode === 'text' ? (
        <Form.Item label={t('registration.applicationText')} name="application">
          <Input.TextArea rows={5} maxLength={5000} showCount placeholder={t('registration.applicationPlaceholder')} />
        </Form.Item>
      ) : (
        <Form.Item label={t('registration.applicationLetter')} name="attachApplication">
          <DocUpload doc="application" label={t('registration.uploadApplication')} track={track} />
        </Form.Item>
      )}
    </fieldset>
  );
}
