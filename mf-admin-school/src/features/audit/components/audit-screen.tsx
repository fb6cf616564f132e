import { Button, Form, Select, Typography } from 'antd';
import { ListScreen } from '@school/shared/admin';
import { useState } from 'react';
import type { AuditEntry } from '@school/shared/contract';
import { schoolTime } from '@school/shared/kit';
import { useAudit, useAuditPeople, type AuditFilter } from '../api/audit';
import { AUDIT_KINDS, auditSentence } from '../lib/audit-sentence';
import './audit.css';

const PAGE_SIZE = 20;
const kindOptions = AUDIT_KINDS.map(([value, noun]) => ({ value, label: noun.charAt(0).toUpperCase() + noun.slice(1) }));

/** The raw before/after of one row, behind a toggle: the sentence is what a person reads first. */
function RawChange({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  if (!entry.before && !entry.after) return null;
  return (
    <>
      <Button type="link" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide change' : 'Show change'}
      </Button>
      {open && (
        <Typography.Text type="secondary" className="audit-raw">
          {entry.before && <div>before: {entry.before}</div>}
          {entry.after && <div>after: {entry.after}</div>}
        </Typography.Text>
      )}
    </>
  );
}

/** /admin/audit (admins): who changed what, when, newest first, filtered by person and kind of item, paged. */
export function AuditScreen() {
  const list = useAudit(PAGE_SIZE);
  const people = useAuditPeople();
  const personOptions = (people.data ?? []).map((u) => ({ value: u._id, label: `${u.name} (${u.email})` }));
  return (
    <ListScreen<AuditEntry, AuditFilter>
      list={list}
      empty="Nothing recorded"
      table={{
        label: 'Audit log',
        columns: [
          { title: 'When', dataIndex: 'createdAt', render: (v: string) => schoolTime(v)?.format('DD-MMM-YYYY HH:mm') ?? v },
          { title: 'What', render: (_, e) => auditSentence(e) },
          { title: 'Change', render: (_, e) => <RawChange entry={e} /> },
        ],
      }}
      filters={
        <Form layout="inline" aria-label="Audit filters" style={{ rowGap: 8 }}>
          <Form.Item label="Person">
            <Select
              aria-label="Person"
              className="audit-filter"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Everyone"
              loading={people.isLoading}
              options={personOptions}
              value={list.filters.user}
              onChange={(user?: string) => list.filter({ user })}
            />
          </Form.Item>
          <Form.Item label="Kind">
            <Select
              aria-label="Kind"
              className="audit-filter"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Every kind"
              options={kindOptions}
              value={list.filters.kind}
              onChange={(kind?: string) => list.filter({ kind })}
            />
          </Form.Item>
        </Form>
      }
    />
  );
}
