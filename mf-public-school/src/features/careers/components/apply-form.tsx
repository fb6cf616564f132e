import { SendOutlined } from '@school/shared/kit';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { SubmissionReceipt, useDeferredStart, usePublicText } from '@school/shared/public';
import { failedOffline, KIT_MESSAGES, OfflineFormNotice, UploadField, useMessages, useLateValidation, useToast, useUploadGate } from '@school/shared/kit';
import { isCareerPhone, normalisePhone } from '@school/shared/contract';
import { useApplyCareer } from '../api/apply-career';
import { useApplyText } from '../i18n';
import { withAntd } from '@school/shared/kit';

/** SPEC.md §5 and §9: a CV must be under 2 MB. */
export const CV_MAX_BYTES = 2 * 1024 * 1024;

interface ApplyValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
  cv: string;
}

function ApplyFormParts({ careerTitle, careerId }: { careerTitle: string; careerId?: string }) {
  const [form] = Form.useForm<ApplyValues>();
  const toast = useToast();
  const apply = useApplyCareer();
  const gate = useUploadGate();
  const { formProps, reset } = useLateValidation();
  const [originalFile, setOriginalFile] = useState('');
  const [tooLarge, setTooLarge] = useState(false);
  const { t } = useApplyText();
  const { t: publicT } = usePublicText();
  const { t: kitT } = useMessages(KIT_MESSAGES);
  const [reference, setReference] = useState<string | null>(null);
  useDeferredStart(form);

  const onFinish = (values: ApplyValues) => {
    setReference(null);
    apply.mutate(
      { ...values, phoneNumber: normalisePhone(values.phoneNumber), originalFile, careerTitle, careerId },
      {
        onSuccess: (res) => {
          if (res.status !== 'success') return void toast.error(publicT('contact.fail'));
          toast.success(publicT('contact.success'));
          setReference(res.reference ?? null);
          form.resetFields();
          setOriginalFile('');
          reset();
        },
        onError: () => toast.error(failedOffline() ? kitT('offline.sendFail') : publicT('contact.fail')),
      },
    );
  };

  return (
    <section className="career-apply" aria-labelledby="apply-title">
      <h2 id="apply-title" className="career-section-title">
        {t('apply.title')}
      </h2>
      {reference && <SubmissionReceipt kind="application" reference={reference} />}
      {tooLarge && <Alert type="error" showIcon title={t('apply.cvTooLarge')} role="alert" closable={{ onClose: () => setTooLarge(false) }} className="form-alert" />}
      <Form<ApplyValues> form={form} layout="vertical" onFinish={onFinish} className="pub-form" {...formProps}>
        <Form.Item label={t('apply.fullName')} name="fullName" rules={[{ required: true, whitespace: true, message: t('apply.fullNameRequired') }]}>
          <Input autoComplete="name" maxLength={120} />
        </Form.Item>
        <Form.Item label={t('apply.email')} name="email" rules={[{ required: true, type: 'email', message: t('apply.emailInvalid') }]}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item
          label={t('apply.phone')}
          name="phoneNumber"
          rules={[{ required: true, validator: (_, v: string | undefined) => (v && isCareerPhone(normalisePhone(v)) ? Promise.resolve() : Promise.reject(new Error())), message: t('apply.phoneInvalid') }]}
          extra={t('apply.phoneExtra')}
        >
          <Input inputMode="tel" autoComplete="tel" maxLength={20} />
        </Form.Item>
        <Form.Item label={t('apply.message')} name="message" rules={[{ required: true, whitespace: true, message: t('apply.messageRequired') }]}>
          <Input.TextArea rows={4} maxLength={5000} placeholder={t('apply.messagePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('apply.cv')} name="cv" htmlFor="career-cv" rules={[{ required: true, message: t('apply.cvInvalid') }]}>
          <UploadField
            id="career-cv"
            action="/api/upload?kind=cv"
            field="formFile"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            hint={t('apply.cvHint')}
            errorText={t('apply.cvInvalid')}
            label={t('apply.uploadCv')}
            maxBytes={CV_MAX_BYTES}
            tooLargeText={t('apply.cvTooLarge')}
            onTooLarge={() => setTooLarge(true)}
            onFileName={(name) => {
              setOriginalFile(name);
              setTooLarge(false);
            }}
            onStatusChange={gate.track('cv')}
          />
        </Form.Item>
        <OfflineFormNotice />
        <Button type="primary" htmlType="submit" loading={apply.isPending} disabled={gate.blocked} icon={<SendOutlined />}>
          {t('apply.submit')}
        </Button>
      </Form>
    </section>
  );
}

/**
 * In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. The
 * career page takes it deferred (`deferredForm`): this module is the code that waits to be needed.
 */
export const ApplyForm = withAntd(ApplyFormParts);
