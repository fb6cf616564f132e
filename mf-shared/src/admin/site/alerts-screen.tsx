import '../admin.css';
import './site-editor.css';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Radio, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { QueryView, schoolTime, schoolTimeZone, useToast } from '@school/shared/kit';
import { alertState, ALERT_ENDPOINTS as E, type Alert, type AlertLevel, type AlertState, type Site } from '@school/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { confirmDelete } from '../chrome/confirm';
import { PageHeading } from '../components/page-heading';
import { PublishAtInput } from '../components/publish-at-input';
import { toPublishAtInput } from '../components/publishing';

/*
 * /admin/alerts (issue 33, editors and admins): the site's alert banner. Every alert with where it stands
 * (scheduled, active, ended), a form to add or edit one (the message in both languages, its level, a
 * link, when it starts and ends, in the school's zone) and delete.
 */

const key = (site: Site) => ['api', 'alerts', 'all', site];

interface AlertValues {
  level: AlertLevel;
  message: string;
  messageNe: string;
  link?: string;
  /** `YYYY-MM-DDTHH:mm` in the school's zone; empty: now */
  startsAt?: string;
  endsAt: string;
}

const LEVELS: Array<{ value: AlertLevel; label: string }> = [
  { value: 'info', label: 'Info (visitors may dismiss it)' },
  { value: 'warning', label: 'Warning' },
  { value: 'urgent', label: 'Urgent (also by SMS)' },
];
const STATE: Record<AlertState, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  active: { label: 'Showing now', color: 'green' },
  ended: { label: 'Ended', color: 'default' },
};

const toInstant = (local: string | undefined) => (local?.trim() ? dayjs.tz(local, schoolTimeZone()).toISOString() : undefined);
const shown = (iso: string) => schoolTime(iso)?.format('DD-MMM-YYYY HH:mm') ?? iso;

function AlertForm({ site, editing, onDone }: { site: Site; editing: Alert | null; onDone: () => void }) {
  const [form] = Form.useForm<AlertValues>();
  const client = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (v: AlertValues) => {
      const body = { level: v.level, message: v.message, ne: { message: v.messageNe }, link: v.link?.trim() || null, endsAt: toInstant(v.endsAt) ?? '' };
      const startsAt = toInstant(v.startsAt);
      return editing
        ? call(E.updateAlert, { params: { id: editing._id }, body: { ...body, ...(startsAt ? { startsAt } : {}) } })
        : call(E.createAlert, { body: { ...body, site, ...(startsAt ? { startsAt } : {}) } });
    },
    onSuccess: async () => {
      toast.success(editing ? 'Alert saved' : 'Alert added');
      await client.invalidateQueries({ queryKey: key(site) });
      onDone();
    },
    onError: (e) => toast.error(e.message),
  });
  const initial: Partial<AlertValues> = editing
    ? { level: editing.level, message: editing.message, messageNe: editing.ne.message, link: editing.link ?? '', startsAt: toPublishAtInput(editing.startsAt), endsAt: toPublishAtInput(editing.endsAt) }
    : { level: 'info' };
  return (
    <Card title={editing ? 'Edit alert' : 'Add alert'} className="site-alert-form">
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)} requiredMark>
        <Form.Item name="level" label="Level" rules={[{ required: true }]}>
          <Radio.Group options={LEVELS} />
        </Form.Item>
        <div className="admin-bilingual">
          <Form.Item name="message" label="Message" rules={[{ required: true, whitespace: true, message: 'Please write the message' }, { max: 500 }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item name="messageNe" label="Message (Nepali)" rules={[{ required: true, whitespace: true, message: 'Please write the message in Nepali' }, { max: 500 }]}>
            <Input.TextArea rows={2} maxLength={500} lang="ne" />
          </Form.Item>
        </div>
        <Form.Item name="link" label="Link" extra="Optional: a page of the site (/admission) or a web address (https://…)">
          <Input inputMode="url" />
        </Form.Item>
        <div className="site-editor-row">
          <Form.Item name="startsAt" label="Starts" extra="Empty: now">
            <PublishAtInput />
          </Form.Item>
          <Form.Item name="endsAt" label="Ends" rules={[{ required: true, message: 'Please choose when it ends' }]}>
            <PublishAtInput />
          </Form.Item>
        </div>
        <span className="site-editor-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? 'Save alert' : 'Add alert'}
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </span>
      </Form>
    </Card>
  );
}

/** The site's alerts: add, edit and delete them; each shows whether it is scheduled, showing or ended. */
export function AlertsScreen({ site }: { site: Site }) {
  const query = useQuery({ queryKey: key(site), queryFn: () => call(E.listAllAlerts, { query: { site } }) });
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<Alert | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => call(E.deleteAlert, { params: { id } }),
    onSuccess: () => {
      toast.success('Alert removed');
      return client.invalidateQueries({ queryKey: key(site) });
    },
    onError: (e) => toast.error(e.message),
  });
  const now = Date.now();
  return (
    <>
      <PageHeading title="Alerts" />
      <p>An alert shows above the header of every page of the site from its start to its end, in the page&apos;s language. Subscribers of alerts hear of it when it starts.</p>
      {editing === null ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Add alert
        </Button>
      ) : (
        <AlertForm key={editing === 'new' ? 'new' : editing._id} site={site} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
      <QueryView query={query} empty="No alerts yet">
        {(alerts) => (
          <ul className="site-page-list site-alert-list" aria-label="Alerts">
            {alerts.map((a) => {
              const state = STATE[alertState(a, now)];
              return (
                <li key={a._id} className="site-page-row">
                  <div className="site-page-text">
                    <Tag color={a.level === 'urgent' ? 'red' : a.level === 'warning' ? 'gold' : 'blue'}>{a.level}</Tag>
                    <Tag color={state.color}>{state.label}</Tag>
                    <div>
                      <strong>{a.message}</strong>
                    </div>
                    <div lang="ne">{a.ne.message}</div>
                    <div className="site-alert-times">
                      {shown(a.startsAt)} – {shown(a.endsAt)}
                    </div>
                  </div>
                  <span className="site-editor-actions">
                    <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${a.message}`} onClick={() => setEditing(a)}>
                      Edit
                    </Button>
                    <Button
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${a.message}`}
                      loading={remove.isPending && remove.variables === a._id}
                      onClick={() => {
                        if (confirmDelete()) remove.mutate(a._id);
                      }}
                    >
                      Delete
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </>
  );
}
