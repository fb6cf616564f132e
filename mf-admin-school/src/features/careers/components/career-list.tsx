import { DeleteOutlined, EditOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Pagination, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate, QueryView } from '@school/shared/kit';
import { ListSearch } from '../../../components/list-search';
import { CAREERS_PAGE_SIZE, useCareerPage } from '../api/get-careers';
import { useDeleteCareer } from '../api/delete-career';

/** /admin/careers: the postings with edit and delete, searched and paged on the server. */
export function CareerList() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useCareerPage(q, page);
  const del = useDeleteCareer();
  const navigate = useNavigate();
  const remove = (id: string) =>
    del.remove(id, () => {
      if (page > 1 && query.data?.items.length === 1) setPage(page - 1);
    });
  return (
    <>
      <ListSearch
        label="Search careers"
        placeholder="Title, category, place…"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <QueryView
        query={query}
        empty={q ? 'No career matches your search.' : "Sorry we couldn't find any available careers. Please stay updated."}
        isEmpty={(d) => d.items.length === 0}
      >
        {({ items: careers, total }) => (
          <Flex vertical gap={16}>
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
                    <Button key="delete" type="text" danger icon={<DeleteOutlined />} loading={del.pendingId === c._id} onClick={() => remove(c._id)}>
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
            {total > CAREERS_PAGE_SIZE && (
              <Pagination
                className="admin-pagination"
                current={page}
                pageSize={CAREERS_PAGE_SIZE}
                total={total}
                showSizeChanger={false}
                onChange={setPage}
              />
            )}
          </Flex>
        )}
      </QueryView>
    </>
  );
}
