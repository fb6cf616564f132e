import { PlusOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { AddStaffForm } from '../../features/staffs/components/add-staff-form';
import { StaffList } from '../../features/staffs/components/staff-list';

/** /admin/staffs: the staff list, and 'New' opening the Add New Staff dialog. */
export default function StaffsPage() {
  usePageMeta({ title: 'Staffs' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <PageHeading
        title="Staffs"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            New
          </Button>
        }
      />
      <StaffList />
      <Modal title="Add New Staff" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <AddStaffForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
