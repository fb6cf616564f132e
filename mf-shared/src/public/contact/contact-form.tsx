import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { failedOffline, OfflineFormNotice, OFFLINE_SEND_FAIL, useLateValidation, useToast } from '@school/shared/kit';
import { useSendContact, type ContactValues } from './send-contact';

/** SPEC.md §8: the toasts of the contact and career-apply forms. */
export const SEND_SUCCESS = 'Thanks. We will contact you soon!';
export const SEND_FAIL = 'Seems like there was a problem. Please try again later.';

/**
 * The contact form of both public sites: four required fields with the
 * SPEC.md §5 messages (shown after the first submit), a spinner while sending,
 * and a toast for 'success' (form cleared) or 'fail'.
 */
export function ContactForm() {
  const [form] = Form.useForm<ContactValues>();
  const toast = useToast();
  const send = useSendContact();
  const { formProps, reset } = useLateValidation();

  const onFinish = (values: ContactValues) => {
    send.mutate(values, {
      onSuccess: (res) => {
        if (res.status === 'success') {
          toast.success(SEND_SUCCESS);
          form.resetFields();
          reset();
        } else {
          toast.error(SEND_FAIL);
        }
      },
      onError: () => toast.error(failedOffline() ? OFFLINE_SEND_FAIL : SEND_FAIL),
    });
  };

  return (
    <Form<ContactValues> form={form} layout="vertical" onFinish={onFinish} className="pub-form" aria-label="Contact form" {...formProps}>
      <Form.Item label="Full name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter your fullname.' }]}>
        <Input autoComplete="name" maxLength={120} />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: 'Please provide a valid email address.' },
          { type: 'email', message: 'Please provide a valid email address.' },
        ]}
      >
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Form.Item label="Subject" name="subject" rules={[{ required: true, whitespace: true, message: 'Subject field cannot be empty.' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={[{ required: true, whitespace: true, message: 'Message field cannot be empty.' }]}>
        <Input.TextArea rows={5} maxLength={5000} showCount />
      </Form.Item>
      <OfflineFormNotice />
      <Button type="primary" htmlType="submit" loading={send.isPending} icon={<SendOutlined />}>
        Send Message
      </Button>
    </Form>
  );
}
