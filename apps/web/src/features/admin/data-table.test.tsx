import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Boxes } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table.tsx';
import { useListParams } from './list-params.ts';

type Item = { id: string; name: string; price: number };
const ITEMS: Item[] = [
  { id: 'a', name: 'Beaker', price: 120 },
  { id: 'b', name: 'Flask', price: 340 },
];
const COLUMNS: Column<Item>[] = [
  { header: 'Name', cell: (item) => item.name, sort: { asc: 'name-asc', desc: 'name-desc' } },
  { header: 'Price', cell: (item) => `₹${item.price}`, align: 'right' },
];

function ItemList({ rows = ITEMS }: { rows?: Item[] }) {
  const list = useListParams({ sort: 'newest', q: '' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <p data-testid="sort">{list.values.sort}</p>
      <p data-testid="page">{list.page}</p>
      <p data-testid="selected">{[...selected].join(',')}</p>
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={rows}
        rowId={(item) => item.id}
        rowLabel={(item) => item.name}
        isPending={false}
        isError={false}
        empty={{ icon: Boxes, title: 'No items yet' }}
        sort={{ value: list.values.sort, onChange: (sort) => list.update({ sort }) }}
        selection={{ ids: selected, onChange: setSelected }}
        pagination={{
          page: list.page,
          pageCount: 3,
          onPage: (page) => list.update({ page: String(page) }),
        }}
      />
    </>
  );
}

function renderAt(url: string, rows?: Item[]) {
  const router = createMemoryRouter([{ path: '/list', element: <ItemList rows={rows} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('DataTable with its URL state', () => {
  it('reads sort and page from the URL and writes changes back, a new sort going to page 1', () => {
    const router = renderAt('/list?page=2&sort=name-asc');
    expect(screen.getByTestId('page').textContent).toBe('2');
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(name).getByRole('button'));
    expect(router.state.location.search).toBe('?sort=name-desc');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(router.state.location.search).toBe('?sort=name-desc&page=2');
  });

  it('leaves defaults out of the URL and falls back on nonsense pages', () => {
    renderAt('/list?page=-4');
    expect(screen.getByTestId('page').textContent).toBe('1');
    expect(screen.getByTestId('sort').textContent).toBe('newest');
  });

  it('selects rows one by one or the whole page, and labels each checkbox by its row', () => {
    renderAt('/list');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Flask' }));
    expect(screen.getByTestId('selected').textContent).toBe('b');
    const all = screen.getByRole('checkbox', { name: 'Select all items on this page' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByTestId('selected').textContent).toBe('b,a');
    fireEvent.click(all);
    expect(screen.getByTestId('selected').textContent).toBe('');
  });

  it('shows the empty state instead of an empty table', () => {
    renderAt('/list', []);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No items yet')).toBeTruthy();
  });

  it('labels each cell for the phone card layout', () => {
    renderAt('/list');
    const cell = screen.getByText('₹340').closest('td');
    expect(cell?.getAttribute('data-label')).toBe('Price');
  });
});
