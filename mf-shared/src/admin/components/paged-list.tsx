import '../admin.css';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Pagination } from 'antd';
import { useState, type ReactNode } from 'react';
import { QueryView } from '@school/shared/kit';
import { usePage } from '../api/get-page';
import { useConfirmedDelete } from '../api/use-confirmed-delete';

export interface PagedListProps<T extends { _id: string }> {
  /** List path; pages are asked with `?page=&limit=` and counted by X-Total-Count. */
  path: string;
  /** DELETE `${deletePath}/${id}`; defaults to `path`. */
  deletePath?: string;
  deleteText: string;
  empty: string;
  pageSize?: number;
  alsoInvalidate?: string[];
  title: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
  cover?: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
}

/** A server-paged admin list of cards, each with a delete button ('Are you sure'). */
export function PagedList<T extends { _id: string }>(props: PagedListProps<T>) {
  const { path, pageSize = 10, empty } = props;
  const [page, setPage] = useState(1);
  const query = usePage<T>(path, page, pageSize);
  const del = useConfirmedDelete(props.deletePath ?? path, props.deleteText, props.alsoInvalidate);

  const onDelete = (id: string) =>
    del.remove(id, () => {
      // The last item of the last page went away: step back a page.
      if (page > 1 && query.data?.items.length === 1) setPage(page - 1);
    });

  return (
    <QueryView query={query} empty={empty} isEmpty={(d) => d.items.length === 0 && d.total === 0}>
      {({ items, total }) => (
        <Flex vertical gap={16}>
          {items.map((item) => (
            <Card
              key={item._id}
              className="admin-list-item"
              data-testid="admin-list-item"
              title={props.title(item)}
              cover={props.cover?.(item)}
              extra={
                <Flex gap={8}>
                  {props.actions?.(item)}
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    loading={del.pendingId === item._id}
                    onClick={() => onDelete(item._id)}
                  >
                    Delete
                  </Button>
                </Flex>
              }
            >
              {props.children(item)}
            </Card>
          ))}
          {total > pageSize && (
            <Pagination
              className="admin-pagination"
              current={page}
              pageSize={pageSize}
              total={total}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </Flex>
      )}
    </QueryView>
  );
}
