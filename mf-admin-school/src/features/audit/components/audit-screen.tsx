import { Flex, Form, Input, Pagination, Table, Typography } from 'antd';
import { useState } from 'react';
import type { AuditEntry } from '@school/shared/contract';
import { QueryView } from '@school/shared/kit';
import { useAudit, type AuditFilters } from '../api/audit';

const PAGE_SIZE = 20;

/** /admin/audit (admins): who changed what, when, newest first, filtered by user and resource, paged. */
export function AuditScreen() {
  const [filters, setFilters] = useState<AuditFilters>({ user: '', resource: '' });
  const [page, setPage] = useState(1);
  const audit = useAudit(filters, page, PAGE_SIZE);
  const apply = (values: Partial<AuditFilters>) => {
    setFilters({ user: values.user ?? '', resource: values.resource ?? '' });
    setPage(1);
  };
  return (
    <Flex vertical gap={16}>
      <Form<AuditFilters> layout="inline" onFinish={apply} aria-label="Audit filters" style={{ rowGap: 8 }}>
        <Form.Item name="user" label="User">
          <Input.Search style={{ width: 200 }} placeholder="name, email or id" allowClear onSearch={(user) => apply({ ...filters, user })} aria-label="User" />
        </Form.Item>
        <Form.Item name="resource" label="Resource">
          <Input.Search style={{ width: 200 }} placeholder="e.g. news, gallery" allowClear onSearch={(resource) => apply({ ...filters, resource })} aria-label="Resource" />
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
                { title: 'When', dataIndex: 'createdAt', render: (v: string) => new Date(v).toLocaleString() },
                { title: 'Who', render: (_, e) => `${e.userName} <${e.userEmail}>` },
                { title: 'What', render: (_, e) => `${e.method} ${e.resource}` },
                { title: 'Item', dataIndex: 'itemId', render: (v: string | null) => v ?? '—' },
                {
                  title: 'Change',
                  render: (_, e) => (
                    <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                      {e.before && <div>before: {e.before}</div>}
                      {e.after && <div>after: {e.after}</div>}
                    </Typography.Text>
                  ),
                },
              ]}
            />
            {total > PAGE_SIZE && (
              <Pagination className="admin-pagination" current={page} pageSize={PAGE_SIZE} total={total} showSizeChanger={false} onChange={setPage} />
            )}
          </>
        )}
      </QueryView>
    </Flex>
  );
}
