import { DeleteOutlined, EditOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDate, QueryView } from '@school/shared/kit';
import type { Career } from '@school/shared/contract';
import { useCareers } from '../api/get-careers';
import { useDeleteCareer } from '../api/delete-career';

/** /admin/careers: every posting with edit and delete. */
export function CareerList() {
  const query = useCareers();
  const del = useDeleteCareer();
  const navigate = useNavigate();
  return (
    <QueryView query={query} empty="Sorry we couldn't find any available careers. Please stay updated.">
      {(careers: Career[]) => (
        <div className="admin-grid">
          {careers.map((c) => (
            <Card
              key={c._id}
              data-testid="admin-card"
              title={c.title}
              actions={[
                <Button key="edit" type="text" icon={<EditOutlined />} onClick={() => navigate(`/admin/careers/${c._id}`)}>
                  Edit
                </Button>,
                <Button key="delete" type="text" danger icon={<DeleteOutlined />} loading={del.pendingId === c._id} onClick={() => del.remove(c._id)}>
                  Delete
                </Button>,
              ]}
            >
              <Flex vertical gap={4}>
                <Typography.Text>
                  <EnvironmentOutlined /> {c.location}
                </Typography.Text>
                <Flex gap={4} wrap>
                  <Tag>{c.careerCategory}</Tag>
                  <Tag>{c.employmentType}</Tag>
                  <Tag>{c.noOfVacancy} vacancy</Tag>
                </Flex>
                <Typography.Text type="secondary">Apply before {formatDate(c.applyBefore)}</Typography.Text>
              </Flex>
            </Card>
          ))}
        </div>
      )}
    </QueryView>
  );
}
