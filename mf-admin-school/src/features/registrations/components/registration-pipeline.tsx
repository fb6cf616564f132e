import './registration.css';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LEVELS, REGISTRATION_STATUSES, type Registration } from '@school/shared/contract';
import { dayToPicker, formatDate, pickedDay, useToast } from '@school/shared/kit';
import { ListScreen, PageHeading } from '@school/shared/admin';
import { exportRegistrationsCsv } from '../api/download-registrations';
import { registrationFilters, useRegistrationPage } from '../api/get-registration-page';
import { STATUS_LABELS, StatusTag } from './status-tag';

const PAGE_SIZE = 20;

const columns: TableColumnsType<Registration> = [
  {
    key: 'name',
    title: 'Name',
    render: (_, r) => <Link to={`/admin/home/registration/${r._id}`}>{`${r.firstName} ${r.lastName}`}</Link>,
  },
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
  const [exporting, setExporting] = useState(false);
  const list = useRegistrationPage(PAGE_SIZE);
  const { filters } = list;
  const day = (value: Dayjs | null) => (value ? pickedDay(value) : undefined);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportRegistrationsCsv(registrationFilters({ ...filters, q: list.q }));
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
      <ListScreen<Registration, keyof typeof filters>
        list={list}
        empty="No registrations match these filters."
        search={{ label: 'Search registrations', placeholder: 'Name, email, phone…' }}
        filters={
          <>
            <Select<string>
              aria-label="Status"
              className="reg-filter-select"
              value={filters.status ?? ''}
              onChange={(status) => list.filter({ status })}
              options={[{ value: '', label: 'All statuses' }, ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
            />
            <Select<string>
              aria-label="Level"
              className="reg-filter-select"
              value={filters.preference ?? ''}
              onChange={(preference) => list.filter({ preference })}
              options={[{ value: '', label: 'All levels' }, ...LEVELS.map((l) => ({ value: l.value, label: l.value }))]}
            />
            <DatePicker aria-label="From" placeholder="From" format="YYYY-MM-DD" value={dayToPicker(filters.from)} onChange={(v) => list.filter({ from: day(v) })} />
            <DatePicker aria-label="To" placeholder="To" format="YYYY-MM-DD" value={dayToPicker(filters.to)} onChange={(v) => list.filter({ to: day(v) })} />
          </>
        }
        table={{ columns, size: 'middle', testId: 'registration-table' }}
      />
    </section>
  );
}
