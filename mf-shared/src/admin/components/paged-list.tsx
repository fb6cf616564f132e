import '../admin.css';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { getPage } from '../api/get-page';
import { resourceKey } from '../api/keys';
import { useConfirmedDelete } from '../api/use-confirmed-delete';
import type { DeleteEndpoint, ListEndpoint } from '../api/keys';
import { usePagedList } from '../api/use-paged-list';
import { ListScreen } from './list-screen';

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

/** A server-paged admin list of cards (a `ListScreen`), each with a delete button ('Are you sure'). */
export function PagedList<T extends { _id: string }>(props: PagedListProps<T>) {
  const { list: endpoint, pageSize = 10 } = props;
  const list = usePagedList<T>({ queryKey: resourceKey(endpoint.path), fetchPage: (r) => getPage<ListEndpoint, T>(endpoint, r), pageSize });
  const del = useConfirmedDelete(props.remove, props.deleteText, props.alsoInvalidate);

  return (
    <ListScreen<T>
      list={list}
      empty={props.empty}
      search={props.searchLabel ? { label: props.searchLabel, empty: (q) => `Nothing found for "${q}".` } : undefined}
    >
      {(items) =>
        items.map((item) => (
          <Card
            key={item._id}
            className="admin-list-item"
            data-testid="admin-list-item"
            title={props.title(item)}
            cover={props.cover?.(item)}
            extra={
              <Flex gap={8} wrap justify="flex-end">
                {props.actions?.(item)}
                <Button danger icon={<DeleteOutlined />} loading={del.pendingId === item._id} onClick={() => del.remove(item._id, list.afterDelete)}>
                  Delete
                </Button>
              </Flex>
            }
          >
            {props.children(item)}
          </Card>
        ))
      }
    </ListScreen>
  );
}
