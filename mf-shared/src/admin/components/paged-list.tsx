import '../admin.css';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Pagination } from 'antd';
import { useState, type ReactNode } from 'react';
import { QueryView } from '@school/shared/kit';
import { usePage } from '../api/get-page';
import { useConfirmedDelete } from '../api/use-confirmed-delete';
import type { DeleteEndpoint, ListEndpoint } from '../api/keys';

export interface PagedListProps<T extends { _id: string }> {
  /** The declared list; pages are asked with `?page=&limit=` and counted by X-Total-Count. */
  list: ListEndpoint;
  /** The declared delete of an item. */
  remove: DeleteEndpoint;
  deleteText: string;
  empty: string;
  pageSize?: number;
  alsoInvalidate?: string[];
  title: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
  cover?: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  /** Shows a search box with this name (e.g. 'Search news'); its words are sent as `?q=` and searched on the server. */
  searchLabel?: string;
}

/** A server-paged admin list of cards, each with a delete button ('Are you sure'). */
export function PagedList<T extends { _id: string }>(props: PagedListProps<T>) {
  const { list: endpoint, pageSize = 10, empty } = props;
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const query = usePage<ListEndpoint, T>(endpoint, page, pageSize, q);
  const del = useConfirmedDelete(props.remove, props.deleteText, props.alsoInvalidate);

  const onDelete = (id: string) =>
    del.remove(id, () => {
      // The last item of the last page went away: step back a page.
      if (page > 1 && query.data?.items.length === 1) setPage(page - 1);
    });

  const list = (
    <QueryView
      query={query}
      empty={q ? `Nothing found for "${q}".` : empty}
      isEmpty={(d) => d.items.length === 0 && d.total === 0}
    >
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
  if (!props.searchLabel) return list;
  return (
    <Flex vertical gap={16}>
      <Input.Search
        className="admin-search"
        aria-label={props.searchLabel}
        placeholder={props.searchLabel}
        allowClear
        enterButton="Search"
        onSearch={(value) => {
          setQ(value.trim());
          setPage(1);
        }}
      />
      {list}
    </Flex>
  );
}
