import { SendOutlined } from '@school/shared/kit';
import { Button, Form, Input } from 'antd';
import { failedOffline, KIT_MESSAGES, OfflineFormNotice, useLateValidation, useMessages, useToast } from '@school/shared/kit';
import { useState } from 'react';
import { useSendContact, type ContactValues } from './send-contact';
import { usePublicText } from '../messages';
import { SubmissionReceipt } from '../receipt/submission-receipt';
import { withAntd } from '@school/shared/kit';
import { useDeferredStart } from '../deferred-form/deferred-form';

/** SPEC.md §8: the toasts of the contact and career-apply forms. */
export const SEND_SUCCESS = 'Thanks. We will contact you soon!';
export const SEND_FAIL = 'Seems like there was a problem. Please try again later.';

/**
 * The contact form of both public sites: four required fields with the
 * SPEC.md §5 messages (shown after the first submit), a spinner while sending,
 * and a toast for 'success' (form cleared, and the message's reference shown above it: issue 33) or 'fail'.
 */
function ContactFormParts() {
  const [form] = Form.useForm<ContactValues>();
  const toast = useToast();
  const send = useSendContact();
  const { formProps, reset } = useLateValidation();
  const { t } = usePublicText();
  const { t: kitT } = useMessages(KIT_MESSAGES);
  const [reference, setReference] = useState<string | null>(null);
  useDeferredStart(form);

  const onFinish = (values: ContactValues) => {
    setReference(null);
    send.mutate(values, {
      onSuccess: (res) => {
        if (res.status === 'success') {
          toast.success(t('contact.success'));
          setReference(res.reference ?? null);
          form.resetFields();
          reset();
        } else {
          toast.error(t('contact.fail'));
        }
      },
      onError: () => toast.error(failedOffline() ? kitT('offline.sendFail') : t('contact.fail')),
    });
  };

  return (
    <>
      {reference && <SubmissionReceipt kind="contact" reference={reference} />}
      <Form<ContactValues> form={form} layout="vertical" onFinish={onFinish} className="pub-form" aria-label={t('contact.form')} {...formProps}>
        <Form.Item label={t('contact.name')} name="name" rules={[{ required: true, whitespace: true, message: t('contact.nameRequired') }]}>
          <Input autoComplete="name" maxLength={120} />
        </Form.Item>
        <Form.Item
          label={t('contact.email')}
          name="email"
          rules={[
            { required: true, message: t('contact.emailInvalid') },
            { type: 'email', message: t('contact.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item label={t('contact.subject')} name="subject" rules={[{ required: true, whitespace: true, message: t('contact.subjectRequired') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label={t('contact.message')} name="message" rules={[{ required: true, whitespace: true, message: t('contact.messageRequired') }]}>
          <Input.TextArea rows={5} maxLength={5000} showCount />
        </Form.Item>
        <OfflineFormNotice />
        <Button type="primary" htmlType="submit" loading={send.isPending} icon={<SendOutlined />}>
          {t('contact.send')}
        </Button>
      </Form>
    </>
  );
}

/**
 * In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. The
 * pages take it deferred (`./deferred-contact-form`): this module is the code that waits to be needed.
 */
export const ContactForm = withAntd(ContactFormParts);
