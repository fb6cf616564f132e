import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { SEND_FAIL, SEND_SUCCESS } from '@school/shared/public';
import { failedOffline, OfflineFormNotice, OFFLINE_SEND_FAIL, UploadField, useLateValidation, useToast, useUploadGate } from '@school/shared/kit';
import { useApplyCareer } from '../api/apply-career';

/** SPEC.md §5 and §9: a CV must be under 2 MB. */
export const CV_MAX_BYTES = 2 * 1024 * 1024;
export const CV_TOO_LARGE = 'File size cant be greater than 2 MB';

interface ApplyValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
  cv: string;
}

export function ApplyForm({ careerTitle, careerId }: { careerTitle: string; careerId?: string }) {
  const [form] = Form.useForm<ApplyValues>();
  const toast = useToast();
  const apply = useApplyCareer();
  const gate = useUploadGate();
  const { formProps, reset } = useLateValidation();
  const [originalFile, setOriginalFile] = useState('');
  const [tooLarge, setTooLarge] = useState(false);

  const onFinish = (values: ApplyValues) => {
    apply.mutate(
      { ...values, originalFile, careerTitle, careerId },
      {
        onSuccess: (res) => {
          if (res.status !== 'success') return void toast.error(SEND_FAIL);
          toast.success(SEND_SUCCESS);
          form.resetFields();
          setOriginalFile('');
          reset();
        },
        onError: () => toast.error(failedOffline() ? OFFLINE_SEND_FAIL : SEND_FAIL),
      },
    );
  };

  return (
    <section className="career-apply" aria-labelledby="apply-title">
      <h2 id="apply-title" className="career-section-title">
        Apply for this position
      </h2>
      {tooLarge && <Alert type="error" showIcon title={CV_TOO_LARGE} role="alert" closable={{ onClose: () => setTooLarge(false) }} className="form-alert" />}
      <Form<ApplyValues> form={form} layout="vertical" onFinish={onFinish} className="pub-form" {...formProps}>
        <Form.Item label="Full name" name="fullName" rules={[{ required: true, whitespace: true, message: 'Please provide Full Name' }]}>
          <Input autoComplete="name" maxLength={120} />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: 'Please provide valid email address' }]}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item
          label="Phone number"
          name="phoneNumber"
          rules={[{ required: true, pattern: /^\d{10}$/, message: 'Please provide Valid Phone Number' }]}
          extra="10 digits, e.g. 9841234567"
        >
          <Input inputMode="numeric" autoComplete="tel" maxLength={10} />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[{ required: true, whitespace: true, message: 'Please provide Message' }]}>
          <Input.TextArea rows={4} maxLength={5000} placeholder="Tell us briefly why you are a good fit." />
        </Form.Item>
        <Form.Item label="CV" name="cv" htmlFor="career-cv" rules={[{ required: true, message: 'Please add valid file' }]}>
          <UploadField
            id="career-cv"
            action="/api/upload?kind=cv"
            field="formFile"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            hint="PDF or Word, under 2 MB"
            errorText="Please add valid file"
            label="Upload CV"
            maxBytes={CV_MAX_BYTES}
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
          Submit Application
        </Button>
      </Form>
    </section>
  );
}
