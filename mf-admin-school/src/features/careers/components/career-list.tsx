import { DeleteOutlined, EditOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '@school/shared/kit';
import { ListScreen } from '@school/shared/admin';
import type { Career } from '@school/shared/contract';
import { useCareerPage } from '../api/get-careers';
import { useDeleteCareer } from '../api/delete-career';

/** /admin/careers: the postings with edit and delete, searched and paged on the server. */
export function CareerList() {
  const list = useCareerPage();
  const del = useDeleteCareer();
  const navigate = useNavigate();
  return (
    <ListScreen<Career>
      list={list}
      search={{ label: 'Search careers', placeholder: 'Title, category, place…', empty: 'No career matches your search.' }}
      empty="Sorry we couldn't find any available careers. Please stay updated."
    >
      {(careers) => (
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
                <Button key="delete" type="text" danger icon={<DeleteOutlined />} loading={del.pendingId === c._id} onClick={() => del.remove(c._id, list.afterDelete)}>
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
    </ListScreen>
  );
}
