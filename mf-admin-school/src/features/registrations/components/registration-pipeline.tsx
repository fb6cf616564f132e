import './registration.css';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LEVELS, REGISTRATION_STATUSES, type Registration, type RegistrationExportQuery, type RegistrationStatus } from '@school/shared/contract';
import { dayToPicker, formatDate, pickedDay, useToast } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { exportRegistrationsCsv } from '../api/download-registrations';
import { useRegistrationPage } from '../api/get-registration-page';
import { STATUS_LABELS, StatusTag } from './status-tag';

const PAGE_SIZE = 20;

const columns: TableColumnsType<Registration> = [
  {
    key: 'name',
    title: 'Name',
    render: (_, r) => <Link to={`/admin/home/registration/${r._id}`}>{`${r.firstName} ${r.lastName}`}</Link>,
  },
  // what the applicant quotes on the phone (issue 33): their confirmation mail gave it to them
  { key: 'reference', title: 'Reference', render: (_, r) => <Typography.Text className="reg-reference">{r.reference}</Typography.Text>, responsive: ['sm'] },
  { key: 'email', title: 'Email', dataIndex: 'email', responsive: ['md'] },
  // the office calls back first (issue 38), on a phone too, where a tap dials it
  { key: 'phone', title: 'Phone', render: (_, r) => <a href={`tel:${r.phone}`}>{r.phone}</a> },
  {
    key: 'level',
    title: 'Level',
    render: (_, r) => [r.preference, r.lvl, r.faculty].filter(Boolean).join(' · '),
  },
  { key: 'status', title: 'Status', render: (_, r) => <StatusTag status={r.status} /> },
  { key: 'createdAt', title: 'Applied on', render: (_, r) => formatDate(r.createdAt), responsive: ['sm'] },
];

/**
 * The admission pipeline: every registration, server-filtered by status, level, the day it came
 * in (the school's days) and a search, paged; Export CSV downloads what the filters select.
 */
export function RegistrationPipeline() {
  const toast = useToast();
  const [filters, setFilters] = useState<RegistrationExportQuery>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query = useRegistrationPage(filters, page, PAGE_SIZE);

  const change = (next: RegistrationExportQuery) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const day = (value: Dayjs | null) => (value ? pickedDay(value) : undefined);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportRegistrationsCsv(filters);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="reg-pipeline" aria-label="Registrations">
      <PageHeading
        title="Registrations"
        level={2}
        extra={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv}>
            Export CSV
          </Button>
        }
      />
      <Flex className="reg-filters" gap={8} wrap align="center">
        <Select<RegistrationStatus | ''>
          aria-label="Status"
          className="reg-filter-select"
          value={filters.status ?? ''}
          onChange={(v) => change({ status: v || undefined })}
          options={[{ value: '', label: 'All statuses' }, ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
        />
        <Select<string>
          aria-label="Level"
          className="reg-filter-select"
          value={filters.preference ?? ''}
          onChange={(v) => change({ preference: v || undefined })}
          options={[{ value: '', label: 'All levels' }, ...LEVELS.map((l) => ({ value: l.value, label: l.value }))]}
        />
        <DatePicker
          aria-label="From"
          placeholder="From"
          format="YYYY-MM-DD"
          value={dayToPicker(filters.from)}
          onChange={(v) => change({ from: day(v) })}
        />
        <DatePicker
          aria-label="To"
          placeholder="To"
          format="YYYY-MM-DD"
          value={dayToPicker(filters.to)}
          onChange={(v) => change({ to: day(v) })}
        />
        <Input.Search
          aria-label="Search registrations"
          className="reg-filter-search"
          placeholder="Reference, name, email, phone…"
          allowClear
          onSearch={(q) => change({ q: q.trim() || undefined })}
        />
      </Flex>
      <Table<Registration>
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        // the table's own placeholder colour is too faint to read (axe color-contrast): the theme's text colour
        locale={{ emptyText: <Typography.Text>{query.isError ? query.error.message : 'No registrations match these filters.'}</Typography.Text> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        data-testid="registration-table"
      />
    </section>
  );
}
