import './staffs.css';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { QueryView } from '@school/shared/kit';
import { EditDialog, ImageCard } from '@school/shared/admin';
import { AddStaffForm } from './add-staff-form';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaffs } from '../api/get-staffs';

/** Staff cards with Edit and delete, or 'Staff List is Empty.' */
export function StaffList() {
  const query = useStaffs();
  const del = useDeleteStaff();
  return (
    <QueryView query={query} empty="Staff List is Empty.">
      {(staffs) => (
        <div className="admin-grid">
          {staffs.map((s) => (
            <ImageCard
              key={s._id}
              image={s.image}
              title={s.fullName}
              onDelete={() => del.remove(s._id)}
              deleting={del.pendingId === s._id}
              actions={[
                <EditDialog key="edit" title="Edit Staff" name={s.fullName} buttonType="text">
                  {(close) => <AddStaffForm staff={s} onDone={close} />}
                </EditDialog>,
              ]}
            >
              <span className="staff-lines">
                <span>{s.position}</span>
                <a href={`mailto:${s.email}`}>
                  <MailOutlined /> {s.email}
                </a>
                <a href={`tel:${s.phone}`}>
                  <PhoneOutlined /> {s.phone}
                </a>
              </span>
            </ImageCard>
          ))}
        </div>
      )}
    </QueryView>
  );
}
