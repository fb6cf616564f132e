import { Button, Card, Form, Input, Select, Timeline, Typography } from 'antd';
import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus, type RegistrationUpdateBody } from '@school/shared/contract';
import { formatDate, schoolTime, useToast } from '@school/shared/kit';
import { useUpdateRegistration } from '../api/update-registration';
import { STATUS_LABELS, StatusTag } from './status-tag';

interface StatusValues {
  status: RegistrationStatus;
  note?: string;
}

const when = (at: string) => schoolTime(at)?.format('DD-MMM-YYYY HH:mm') ?? '';

/** Where the registration stands, a form to move it on (with a note), and its history, oldest first. */
export function RegistrationStatus({ registration: r }: { registration: Registration }) {
  const [form] = Form.useForm<StatusValues>();
  const update = useUpdateRegistration(r._id);
  const toast = useToast();

  const onFinish = ({ status, note }: StatusValues) => {
    const body: RegistrationUpdateBody = {};
    if (status !== r.status) body.status = status;
    if (note?.trim()) body.note = note.trim();
    if (!body.status && !body.note) {
      form.setFields([{ name: 'note', errors: ['Choose another status or write a note.'] }]);
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        form.setFieldValue('note', '');
        toast.success('Registration updated');
      },
      onError: (e) => toast.error(e.message),
    });
  };

  const items = [
    { key: 'created', color: 'gray', content: <Typography.Text>Registered · {when(r.createdAt) || formatDate(r.createdAt)}</Typography.Text> },
    ...r.history.map((h, i) => ({
      key: `${h.at}-${i}`,
      content: (
        <div data-testid="history-entry">
          <Typography.Text strong>{h.from === h.to ? 'Note' : `${STATUS_LABELS[h.from]} → ${STATUS_LABELS[h.to]}`}</Typography.Text>
          <Typography.Text type="secondary">
            {' '}
            · {h.by.name} · {when(h.at)}
          </Typography.Text>
          {h.note && <p className="reg-history-note">{h.note}</p>}
        </div>
      ),
    })),
  ];

  return (
    <Card type="inner" title="Admission status" extra={<StatusTag status={r.status} />} className="reg-documents">
      <Form<StatusValues> form={form} layout="vertical" className="reg-status-form" initialValues={{ status: r.status, note: '' }} onFinish={onFinish}>
        <Form.Item name="status" label="Status">
          <Select<RegistrationStatus> options={REGISTRATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea rows={2} maxLength={2000} placeholder="What was said, what comes next…" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save
        </Button>
      </Form>
      <Typography.Title level={2} className="reg-history-title">
        History
      </Typography.Title>
      <Timeline className="reg-history" items={items} />
    </Card>
  );
}
