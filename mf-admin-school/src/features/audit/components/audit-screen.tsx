import { Button, Flex, Form, Pagination, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import type { AuditEntry, AuditQuery } from '@school/shared/contract';
import { QueryView, schoolTime } from '@school/shared/kit';
import { useAudit, useAuditPeople } from '../api/audit';
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
  const [filters, setFilters] = useState<AuditQuery>({ user: '', kind: '' });
  const [page, setPage] = useState(1);
  const audit = useAudit(filters, page, PAGE_SIZE);
  const people = useAuditPeople();
  const apply = (change: AuditQuery) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };
  const personOptions = (people.data ?? []).map((u) => ({ value: u._id, label: `${u.name} (${u.email})` }));
  return (
    <Flex vertical gap={16}>
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
            value={filters.user || undefined}
            onChange={(user?: string) => apply({ user: user ?? '' })}
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
            value={filters.kind || undefined}
            onChange={(kind?: string) => apply({ kind: kind ?? '' })}
          />
        </Form.Item>
      </Form>
      <QueryView query={audit} empty="Nothing recorded" isEmpty={(d) => d.items.length === 0}>
        {({ items, total }) => (
          <>
            <Table<AuditEntry>
              rowKey="_id"
              dataSource={items}
              pagination={false}
              aria-label="Audit log"
              // wide on a phone: the table scrolls inside its box, the page does not
              scroll={{ x: 'max-content' }}
              columns={[
                { title: 'When', dataIndex: 'createdAt', render: (v: string) => schoolTime(v)?.format('DD-MMM-YYYY HH:mm') ?? v },
                { title: 'What', render: (_, e) => auditSentence(e) },
                { title: 'Change', render: (_, e) => <RawChange entry={e} /> },
              ]}
            />
            {total > PAGE_SIZE && (
              <Pagination className="admin-pagination" showLessItems current={page} pageSize={PAGE_SIZE} total={total} showSizeChanger={false} onChange={setPage} />
            )}
          </>
        )}
      </QueryView>
    </Flex>
  );
}
