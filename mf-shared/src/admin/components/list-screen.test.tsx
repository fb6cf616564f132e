import { Button } from 'antd';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@school/shared/build/test';
import { usePagedList, type Page, type PageRequest } from '../api/use-paged-list';
import { ListScreen } from './list-screen';

interface Thing {
  _id: string;
  name: string;
}

const things = (from: number, n: number): Thing[] => Array.from({ length: n }, (_, i) => ({ _id: `t${from + i}`, name: `Thing ${from + i}` }));

/** A list of 25 things, 10 a page, searched by name and filtered by kind ('lamp': 1 thing; 'zebra': none). */
function server() {
  return jest.fn(async (r: PageRequest<'kind'>): Promise<Page<Thing>> => {
    if (r.q === 'zebra') return { items: [], total: 0 };
    if (r.q === 'lamp') return { items: [{ _id: 'l', name: `Lamp${r.kind ? ` (${r.kind})` : ''}` }], total: 1 };
    return { items: things((r.page - 1) * 10 + 1, r.page < 3 ? 10 : 5), total: 25 };
  });
}

function Things({ fetchPage }: { fetchPage: (r: PageRequest<'kind'>) => Promise<Page<Thing>> }) {
  const list = usePagedList<Thing, 'kind'>({ queryKey: ['things'], fetchPage, pageSize: 10, filters: ['kind'] });
  return (
    <ListScreen<Thing, 'kind'>
      list={list}
      title="Things"
      search={{ label: 'Search things', empty: (q) => `Nothing found for "${q}".` }}
      filters={<Button onClick={() => list.filter({ kind: list.filters.kind ? undefined : 'lamps' })}>Only lamps</Button>}
      empty="No things yet."
      table={{
        label: 'Things',
        columns: [{ key: 'name', title: 'Name', dataIndex: 'name' }],
        actions: (t) => <Button onClick={list.afterDelete}>Remove {t.name}</Button>,
      }}
    />
  );
}

const query = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const search = (words: string) => {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: words } });
  fireEvent.click(screen.getByRole('button', { name: /Search/ }));
};

describe('usePagedList and ListScreen', () => {
  it('keeps the page, the search and the filters in the URL, reads them back from it, and Back restores them', async () => {
    const fetchPage = server();
    const { router } = renderRemote(<Things fetchPage={fetchPage} />, { route: '/admin/things?page=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();

    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Thing 21')).toBeInTheDocument();
    expect(query(router)).toEqual({ page: '3' });

    // a search starts from the first page; a filter keeps the words
    search('  lamp ');
    expect(await screen.findByText('Lamp')).toBeInTheDocument();
    expect(query(router)).toEqual({ q: 'lamp' });
    fireEvent.click(screen.getByRole('button', { name: 'Only lamps' }));
    expect(await screen.findByText('Lamp (lamps)')).toBeInTheDocument();
    expect(query(router)).toEqual({ q: 'lamp', kind: 'lamps' });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 10, q: 'lamp', kind: 'lamps' });
    expect(screen.queryByTitle('2')).not.toBeInTheDocument();

    search('zebra');
    expect(await screen.findByText('Nothing found for "zebra".')).toBeInTheDocument();

    // Back: the earlier search, shown in the box too
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Lamp (lamps)')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('lamp');
  });

  it('renders again from the URL alone, as after a reload', async () => {
    const fetchPage = server();
    const first = renderRemote(<Things fetchPage={fetchPage} />, { route: '/admin/things?q=lamp&kind=lamps' });
    expect(await screen.findByText('Lamp (lamps)')).toBeInTheDocument();
    const url = first.router.state.location.pathname + first.router.state.location.search;
    first.unmount();

    const again = server();
    renderRemote(<Things fetchPage={again} />, { route: url });
    expect(await screen.findByText('Lamp (lamps)')).toBeInTheDocument();
    expect(again).toHaveBeenCalledWith({ page: 1, limit: 10, q: 'lamp', kind: 'lamps' });
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('lamp');
    expect(screen.getByRole('button', { name: 'Only lamps' })).toBeInTheDocument();
  });

  it('shows the empty text of a list with nothing in it, and goes a page back when the only item of a later page goes', async () => {
    const empty = jest.fn(async (): Promise<Page<Thing>> => ({ items: [], total: 0 }));
    const { unmount } = renderRemote(<Things fetchPage={empty} />, { route: '/admin/things' });
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
    unmount();

    const last = jest.fn(async (r: PageRequest<'kind'>): Promise<Page<Thing>> => ({ items: r.page === 2 ? things(11, 1) : things(1, 10), total: 11 }));
    const { router } = renderRemote(<Things fetchPage={last} />, { route: '/admin/things?page=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Thing 11' }));
    await waitFor(() => expect(query(router)).toEqual({}));
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
  });
});
