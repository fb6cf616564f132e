import './registration.css';
import { DeleteOutlined, FileZipOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatBs, formatDate, useToast } from '@school/shared/kit';
import type { Registration } from '@school/shared/contract';
import { useDeleteRegistration } from '../api/delete-registration';
import { downloadRegistrationDocuments } from '../api/download-registrations';
import { useMarkRegistrationRead } from '../api/mark-registration-read';
import { RegistrationDocuments, RegistrationPhoto } from './registration-documents';
import { RegistrationStatus } from './registration-status';

/** Every field of one registration, its admission status and history, its documents, and delete (which goes to `/`, SPEC.md §4). */
export function RegistrationDetail({ registration: r }: { registration: Registration }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [zipping, setZipping] = useState(false);
  const downloadAll = async () => {
    setZipping(true);
    try {
      await downloadRegistrationDocuments(r._id, `documents-${r.firstName}-${r.lastName}.zip`);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setZipping(false);
    }
  };
  const del = useDeleteRegistration();
  const markRead = useMarkRegistrationRead();
  const { mutate } = markRead;

  useEffect(() => {
    if (!r.isRead) mutate(r._id);
  }, [r._id, r.isRead, mutate]);

  const items = [
    { key: 'reference', label: 'Reference', children: <Typography.Text copyable>{r.reference}</Typography.Text> },
    { key: 'firstName', label: 'First name', children: r.firstName },
    { key: 'lastName', label: 'Last name', children: r.lastName },
    { key: 'email', label: 'Email', children: <a href={`mailto:${r.email}`}>{r.email}</a> },
    { key: 'phone', label: 'Phone', children: <a href={`tel:${r.phone}`}>{r.phone}</a> },
    { key: 'address', label: 'Address', children: r.address },
    { key: 'preference', label: 'Level', children: r.preference },
    ...(r.lvl ? [{ key: 'lvl', label: 'Class', children: r.lvl }] : []),
    ...(r.faculty ? [{ key: 'faculty', label: 'Faculty', children: r.faculty }] : []),
    // the optional details (issue 38): the date of birth in BS, as the family gave it, with its AD day
    ...(r.guardianName ? [{ key: 'guardianName', label: 'Parent or guardian', children: r.guardianName }] : []),
    ...(r.dateOfBirth ? [{ key: 'dateOfBirth', label: 'Date of birth', children: `${formatBs(r.dateOfBirth)} (${formatDate(r.dateOfBirth)} AD)` }] : []),
    ...(r.previousSchool ? [{ key: 'previousSchool', label: 'Previous school', children: r.previousSchool }] : []),
    { key: 'createdAt', label: 'Applied on', children: formatDate(r.createdAt) },
    ...(r.application
      ? [{ key: 'application', label: 'Application', span: 'filled' as const, children: <p className="reg-application">{r.application}</p> }]
      : []),
  ];

  return (
    <Card
      title={`${r.firstName} ${r.lastName}`}
      extra={
        <Button danger icon={<DeleteOutlined />} loading={del.pending} onClick={() => del.remove(r._id, () => navigate('/'))}>
          Delete
        </Button>
      }
    >
      <Flex gap={24} wrap align="flex-start">
        {r.ppPhoto && <RegistrationPhoto reference={r.ppPhoto} alt={`${r.firstName} ${r.lastName}`} />}
        <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} className="reg-fields" />
      </Flex>
      <RegistrationStatus registration={r} />
      <Card
        type="inner"
        title="Documents"
        className="reg-documents"
        extra={
          <Button icon={<FileZipOutlined />} loading={zipping} onClick={downloadAll}>
            Download all documents
          </Button>
        }
      >
        <RegistrationDocuments registration={r} />
      </Card>
    </Card>
  );
}
