import '../admin.css';
import { Flex, Input, Pagination, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { QueryView } from '@school/shared/kit';
import type { PagedListState } from '../api/use-paged-list';
import { ConsoleScreen, type HeadingLink } from './page-heading';

export interface ListSearchProps {
  /** The box's name, e.g. 'Search news'; its placeholder too unless `placeholder` says more. */
  label: string;
  placeholder?: string;
  /** The empty text when the search finds nothing: a text, or one made from the words. */
  empty?: string | ((q: string) => string);
}

export interface ListScreenProps<T extends { _id: string }, F extends string = never> {
  /** The list, from `usePagedList`. */
  list: PagedListState<T, F>;
  /** With a title, the list is a whole console screen (its document title and heading, with `links`). */
  title?: string;
  links?: HeadingLink[];
  /** A search box: its words go to the server as `q` on Enter or its button; clearing it lists everything. */
  search?: ListSearchProps;
  /** The filter inputs (each calling `list.filter`), above the items. */
  filters?: ReactNode;
  /** What an empty list says. */
  empty: string;
  /** The items as a table… */
  table?: ListTable<T>;
  /** …or drawn some other way (cards). */
  children?: (items: T[]) => ReactNode;
}

export interface ListTable<T> {
  columns: TableColumnsType<T>;
  /** The buttons of a row, in a last column 'Actions'. */
  actions?: (item: T) => ReactNode;
  /** The table's name. */
  label?: string;
  size?: 'small' | 'middle' | 'large';
  testId?: string;
}

/**
 * The consoles' one list screen (issue 35, item 4): a title, a search box and filters over one page of
 * items (a table, or what `children` draws), the pages under them, and an empty state. Its page, search
 * and filters are `usePagedList`'s, so they live in the URL.
 */
export function ListScreen<T extends { _id: string }, F extends string = never>(props: ListScreenProps<T, F>) {
  const { list, search } = props;
  const searched = search && list.q;
  const empty = searched ? (typeof search.empty === 'function' ? search.empty(list.q) : (search.empty ?? props.empty)) : props.empty;
  const body = (
    <Flex vertical gap={16}>
      {(props.filters || search) && (
        <Flex className="admin-list-tools" gap={8} wrap align="center">
          {props.filters}
          {search && <SearchBox search={search} q={list.q} onSearch={list.search} />}
        </Flex>
      )}
      <QueryView query={list.query} empty={empty} isEmpty={(d) => d.items.length === 0 && d.total === 0}>
        {({ items, total }) => (
          <Flex vertical gap={16}>
            {props.table ? <ItemTable table={props.table} items={items} /> : props.children?.(items)}
            {total > list.pageSize && (
              <Pagination
                className="admin-pagination"
                showLessItems
                current={list.page}
                pageSize={list.pageSize}
                total={total}
                showSizeChanger={false}
                onChange={list.setPage}
              />
            )}
          </Flex>
        )}
      </QueryView>
    </Flex>
  );
  return props.title ? (
    <ConsoleScreen title={props.title} links={props.links}>
      {body}
    </ConsoleScreen>
  ) : (
    body
  );
}

function ItemTable<T extends { _id: string }>({ table: { columns, actions, label, size, testId }, items }: { table: ListTable<T>; items: T[] }) {
  const all: TableColumnsType<T> = actions ? [...columns, { key: 'actions', title: 'Actions', render: (_, item) => <Flex gap={8}>{actions(item)}</Flex> }] : columns;
  return (
    <Table<T>
      rowKey="_id"
      size={size}
      dataSource={items}
      columns={all}
      pagination={false}
      aria-label={label}
      data-testid={testId}
      // wide on a phone: the table scrolls inside its box, the page does not
      scroll={{ x: 'max-content' }}
    />
  );
}

/** The list's search box: the words typed, until the URL's change (Back, a link), which it then shows. */
function SearchBox({ search, q, onSearch }: { search: ListSearchProps; q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    setText(q);
  }
  return (
    <Input.Search
      className="admin-search"
      aria-label={search.label}
      placeholder={search.placeholder ?? search.label}
      allowClear
      enterButton="Search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={onSearch}
    />
  );
}
