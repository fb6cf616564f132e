import '../admin.css';
import './broadcast-screen.css';
import { SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { schoolTime, useToast } from '@school/shared/kit';
import { call } from '@school/shared/session';
import {
  BROADCAST_ENDPOINTS as E,
  type Broadcast,
  type BroadcastRecipients,
  type CreateBroadcastBody,
  type Site,
  type SubscriptionChannel,
  type SubscriptionTopic,
} from '@school/shared/contract';
import { BilingualField } from '../components/bilingual-field';
import { PageHeading } from '../components/page-heading';

const CHANNELS: { value: SubscriptionChannel; label: string }[] = [
  { value: 'push', label: 'Phone notification' },
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];
const TOPICS: { value: SubscriptionTopic; label: string }[] = [
  { value: 'alerts', label: 'Urgent alerts' },
  { value: 'notices', label: 'Notices' },
  { value: 'news', label: 'News' },
  { value: 'events', label: 'Events' },
];

interface Values {
  channels: SubscriptionChannel[];
  topics: SubscriptionTopic[];
  title: string;
  message: string;
  ne?: { title?: string; message?: string };
  link?: string;
}

/** A checkbox group's rule: one box at least (an empty list counts as empty for antd's `required`, which we do not set). */
const atLeastOne = (message: string) => ({
  validator: (_: unknown, value: unknown) => (Array.isArray(value) && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(message))),
});

const keys = { list: (site: Site) => ['api', 'broadcasts', site], reach: (site: Site, c: string, t: string) => ['api', 'broadcasts', 'recipients', site, c, t] };
const total = (r: BroadcastRecipients) => r.push + r.email + r.sms;
const perChannel = (r: BroadcastRecipients) => CHANNELS.map((c) => `${c.label}: ${r[c.value]}`).join(' · ');

/** Whom the message reaches now, per channel, as the clerk picks channels and topics. */
function Reach({ site, channels, topics }: { site: Site; channels: SubscriptionChannel[]; topics: SubscriptionTopic[] }) {
  const c = channels.join(',');
  const t = topics.join(',');
  const reach = useQuery({
    queryKey: keys.reach(site, c, t),
    queryFn: () => call(E.broadcastRecipients, { query: { site, channels: c, topics: t } }),
    enabled: c !== '' && t !== '',
  });
  if (!c || !t) return <Typography.Text type="secondary">Pick at least one channel and one topic.</Typography.Text>;
  return (
    <Typography.Text aria-live="polite" data-testid="broadcast-reach">
      {reach.data ? `Reaches ${total(reach.data)} subscribers (${perChannel(reach.data)})` : 'Counting subscribers…'}
    </Typography.Text>
  );
}

function BroadcastForm({ site }: { site: Site }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const toast = useToast();
  const channels: SubscriptionChannel[] = Form.useWatch('channels', form) ?? [];
  const topics: SubscriptionTopic[] = Form.useWatch('topics', form) ?? [];
  const [confirming, setConfirming] = useState<{ body: CreateBroadcastBody; reach: BroadcastRecipients } | null>(null);
  const send = useMutation({
    mutationFn: (body: CreateBroadcastBody) => call(E.createBroadcast, { body }),
    onSuccess: (made) => {
      toast.success(`Broadcast queued for ${total(made.recipients)} subscribers`);
      form.resetFields();
      setConfirming(null);
      return client.invalidateQueries({ queryKey: keys.list(site) });
    },
  });
  const counting = useMutation({
    mutationFn: (body: CreateBroadcastBody) => call(E.broadcastRecipients, { query: { site, channels: body.channels.join(','), topics: body.topics.join(',') } }),
    onSuccess: (reach, body) => setConfirming({ body, reach }),
  });

  const onFinish = (v: Values) => {
    const neTitle = v.ne?.title?.trim();
    const neMessage = v.ne?.message?.trim();
    const link = v.link?.trim();
    counting.mutate({
      site,
      channels: v.channels,
      topics: v.topics,
      title: v.title.trim(),
      message: v.message.trim(),
      ...(neTitle || neMessage ? { ne: { ...(neTitle ? { title: neTitle } : {}), ...(neMessage ? { message: neMessage } : {}) } } : {}),
      ...(link ? { link } : {}),
    });
  };

  return (
    <Form<Values> form={form} layout="vertical" aria-label="Broadcast" initialValues={{ channels: ['push', 'email'], topics: ['alerts', 'notices'] }} onFinish={onFinish}>
      {send.error && <Alert type="error" showIcon title={send.error.message} className="admin-form-alert" role="alert" />}
      {/* not `required` for antd: it would put aria-required on the group's div, which no role allows */}
      <Form.Item name="channels" label="Send by" required={false} rules={[atLeastOne('Pick at least one channel')]}>
        <Checkbox.Group options={CHANNELS} />
      </Form.Item>
      <Form.Item name="topics" label="To subscribers of" required={false} rules={[atLeastOne('Pick at least one topic')]} extra="SMS costs money: it goes only to the numbers subscribed to these topics.">
        <Checkbox.Group options={TOPICS} />
      </Form.Item>
      <BilingualField name="title" neName={['ne', 'title']} label="Title" rules={[{ required: true, whitespace: true, message: 'Please write a title' }]} englishMaxLength={150} maxLength={150} />
      <BilingualField name="message" neName={['ne', 'message']} label="Message" rows={3} maxLength={1000} rules={[{ required: true, whitespace: true, message: 'Please write the message' }]} />
      <Form.Item
        name="link"
        label="Link (optional)"
        extra="A page of the site such as /notice, or a full web address. The site's home when left empty."
        rules={[{ pattern: /^(\/([^/\\]|$)|https?:\/\/)/, message: 'Start with / for a page of the site, or with https://' }]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <p className="broadcast-reach">
        <Reach site={site} channels={channels} topics={topics} />
      </p>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={counting.isPending}>
        Review and send
      </Button>
      <Modal
        open={confirming !== null}
        title="Send this broadcast?"
        okText="Send now"
        onOk={() => confirming && send.mutate(confirming.body)}
        confirmLoading={send.isPending}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <>
            <p>
              <strong>{confirming.body.title}</strong>
            </p>
            <p>{`It goes to ${total(confirming.reach)} subscribers now (${perChannel(confirming.reach)}). It cannot be called back.`}</p>
          </>
        )}
      </Modal>
    </Form>
  );
}

function BroadcastList({ site }: { site: Site }) {
  const list = useQuery({
    queryKey: keys.list(site),
    queryFn: () => call(E.listBroadcasts, { query: { site } }),
    // while messages wait, the counts move: look again every few seconds
    refetchInterval: (q) => (q.state.data?.some((b) => b.delivery.queued > 0) ? 5000 : false),
  });
  return (
    <Table<Broadcast>
      aria-label="Sent broadcasts"
      rowKey="_id"
      loading={list.isLoading}
      dataSource={list.data ?? []}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <Typography.Text>Nothing sent yet</Typography.Text> }}
      columns={[
        { title: 'Sent', dataIndex: 'createdAt', render: (v: string) => schoolTime(v)?.format('DD-MMM-YYYY HH:mm') ?? v },
        { title: 'Title', dataIndex: 'title' },
        { title: 'By', render: (_, b) => b.user.name },
        { title: 'Recipients', render: (_, b) => perChannel(b.recipients) },
        {
          title: 'Delivery',
          render: (_, b) => (
            <span className="broadcast-delivery">
              <Tag>{`${b.delivery.queued} queued`}</Tag>
              <Tag color="green">{`${b.delivery.sent} sent`}</Tag>
              <Tag color={b.delivery.failed ? 'red' : undefined}>{`${b.delivery.failed} failed`}</Tag>
            </span>
          ),
        },
      ]}
    />
  );
}

/**
 * `/admin/broadcast` (issue 33, item 3), the admin's: write once in English and Nepali, pick the channels
 * and the topics, see how many subscribers each channel reaches, confirm, and then follow what was queued,
 * sent and failed.
 */
export function BroadcastScreen({ site }: { site: Site }) {
  return (
    <div className="broadcast-screen">
      <PageHeading title="Broadcast to subscribers" />
      <BroadcastForm site={site} />
      <PageHeading title="Sent broadcasts" level={2} />
      <BroadcastList site={site} />
    </div>
  );
}
