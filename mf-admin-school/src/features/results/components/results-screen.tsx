import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Table, Tag } from 'antd';
import type { CreateExamBody, Exam, ImportReport } from '@school/shared/contract';
import { QueryView, useToast } from '@school/shared/kit';
import { useCreateExam, useExams, useImportResults, useLookupCounts, usePatchExam, useStaffSearch } from '../api/results';

/** Adds an exam of the school's site (unpublished until its results are imported and it is published). */
function CreateExamForm() {
  const [form] = Form.useForm<Omit<CreateExamBody, 'site'>>();
  const create = useCreateExam();
  const toast = useToast();
  return (
    <Card title="Add an exam">
      <Form
        form={form}
        layout="vertical"
        aria-label="Add an exam"
        initialValues={{ year: 2082, grading: 'gpa' }}
        onFinish={(values) => create.mutate({ ...values, site: 'school' }, { onSuccess: (e) => { toast.success(`Exam ${e.title} added`); form.resetFields(); } })}
      >
        {create.error && <Alert type="error" showIcon title={create.error.message} className="admin-form-alert" />}
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide a title' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name={['ne', 'title']} label="Title in Nepali">
          <Input autoComplete="off" lang="ne" />
        </Form.Item>
        <Form.Item name="year" label="Year (BS)" rules={[{ required: true, message: 'Please provide the year' }]}>
          <InputNumber min={2000} max={2200} />
        </Form.Item>
        <Form.Item name="grading" label="Grading">
          <Select aria-label="Grading" options={[{ value: 'gpa', label: 'GPA (NEB letter grades)' }, { value: 'percent', label: 'Percent and GPA' }]} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Add exam
        </Button>
      </Form>
    </Card>
  );
}

/** What a sheet's dry run found: its rows, each bad row by line, the duplicate symbols. */
function Report({ report }: { report: ImportReport }) {
  const clean = report.errors.length === 0 && report.duplicates.length === 0;
  return (
    <div aria-live="polite">
      <p>
        {report.rows} rows, subjects: {report.subjects.join(', ')}. {report.committed ? 'Imported.' : clean ? 'No problems found.' : ''}
      </p>
      {report.errors.length > 0 && (
        <Alert type="error" showIcon title={`${report.errors.length} bad rows`} description={<ul>{report.errors.map((e) => <li key={e.line}>Line {e.line}: {e.message}</li>)}</ul>} />
      )}
      {report.duplicates.length > 0 && (
        <Alert type="warning" showIcon title="Duplicate symbol numbers" description={<ul>{report.duplicates.map((d) => <li key={d.symbol}>{d.symbol}: lines {d.lines.join(', ')}</li>)}</ul>} />
      )}
    </div>
  );
}

/** One exam: import its sheet (dry run first), publish it, search a symbol, see its lookups per hour. */
function ExamCard({ exam }: { exam: Exam }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [symbol, setSymbol] = useState('');
  const importer = useImportResults();
  const patch = usePatchExam();
  const search = useStaffSearch();
  const counts = useLookupCounts(exam._id);
  const toast = useToast();
  const run = (commit: boolean) => file && importer.mutate({ id: exam._id, file, commit }, { onSuccess: (r) => { setReport(r); if (r.committed) toast.success(`${r.rows} results imported`); } });
  const clean = report !== null && !report.committed && report.errors.length === 0 && report.duplicates.length === 0;
  return (
    <Card
      title={`${exam.title} (${exam.year})`}
      extra={exam.published ? <Tag color="green">Published</Tag> : <Tag>Not published</Tag>}
    >
      <p>
        {exam.resultCount} results{exam.importedAt ? `, imported ${new Date(exam.importedAt).toLocaleString()}` : ''}.
      </p>
      <label>
        Results sheet (CSV or XLSX){' '}
        <input type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => { setFile(e.target.files?.[0] ?? null); setReport(null); }} />
      </label>
      <div className="admin-actions">
        <Button onClick={() => run(false)} disabled={!file} loading={importer.isPending}>Check the sheet</Button>
        <Button type="primary" onClick={() => run(true)} disabled={!clean} loading={importer.isPending}>Import</Button>
        <Button onClick={() => patch.mutate({ id: exam._id, body: { published: !exam.published } }, { onError: (e) => toast.error(e.message) })} loading={patch.isPending}>
          {exam.published ? 'Unpublish' : 'Publish'}
        </Button>
      </div>
      {importer.error && <Alert type="error" showIcon title={importer.error.message} />}
      {report && <Report report={report} />}
      <Form layout="inline" aria-label={`Find a result of ${exam.title}`} onFinish={() => search.mutate({ id: exam._id, symbol })}>
        <Form.Item label="Symbol number" htmlFor={`symbol-${exam._id}`}>
          <Input id={`symbol-${exam._id}`} value={symbol} onChange={(e) => setSymbol(e.target.value)} autoComplete="off" />
        </Form.Item>
        <Button htmlType="submit" loading={search.isPending}>Find</Button>
      </Form>
      {search.error && <Alert type="error" showIcon title={search.error.message} />}
      {search.data && (
        <p>
          {search.data.name}, class {search.data.class} {search.data.section}, born {search.data.dob} BS: GPA {search.data.gpa.toFixed(2)} ({search.data.result === 'pass' ? 'passed' : 'not graded'})
        </p>
      )}
      <Table
        size="small"
        rowKey="hour"
        pagination={false}
        caption="Lookups per hour (UTC)"
        dataSource={counts.data ?? []}
        columns={[{ title: 'Hour', dataIndex: 'hour' }, { title: 'Lookups', dataIndex: 'count' }]}
      />
    </Card>
  );
}

/** /admin/results (issue 37): exams, their import with the dry-run report, publishing, staff search and lookup counts. */
export function ResultsScreen() {
  const exams = useExams();
  return (
    <>
      <CreateExamForm />
      <QueryView query={exams}>{(list) => <>{list.map((e) => <ExamCard key={e._id} exam={e} />)}</>}</QueryView>
    </>
  );
}
