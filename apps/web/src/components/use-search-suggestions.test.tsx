import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SearchSuggestion } from '@labshop/domain/api/catalog';
import { SearchBar } from './search-bar.tsx';

type Pending = { query: string; signal: AbortSignal; resolve: (items: SearchSuggestion[]) => void };

function fakeFetcher() {
  const pending: Pending[] = [];
  const fetcher = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<SearchSuggestion[]>((resolve) => pending.push({ query, signal, resolve })),
  );
  return { fetcher, pending };
}

const item = (name: string): SearchSuggestion => ({
  _id: name.toLowerCase(),
  name,
  images: [],
  brand: 'Borosil',
  sellingPrice: 120,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBar(fetcher: ReturnType<typeof fakeFetcher>['fetcher']) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SearchBar fetcher={fetcher} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Search products' });
}

describe('SearchBar suggestions', () => {
  afterEach(cleanup);

  it('never lets a slow older answer replace a newer one', async () => {
    const { fetcher, pending } = fakeFetcher();
    const input = renderBar(fetcher);
    fireEvent.input(input, { target: { value: 'be' } });
    fireEvent.input(input, { target: { value: 'beak' } });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(pending[0]!.signal.aborted).toBe(true);

    await act(async () => pending[1]!.resolve([item('Beaker')]));
    await act(async () => pending[0]!.resolve([item('Bench meter')]));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([expect.stringContaining('Beaker'), "See all results for 'beak'"]);
    expect(options[0]).toContain('Borosil');
    expect(options[0]).toContain('₹120.00');
  });

  it('clears and closes on blank input, and moves through options by keyboard', async () => {
    const { fetcher, pending } = fakeFetcher();
    const input = renderBar(fetcher);
    fireEvent.input(input, { target: { value: 'flask' } });
    await act(async () => pending[0]!.resolve([item('Flask A'), item('Flask B')]));
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.input(input, { target: { value: '  ' } });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('Enter on an active option opens the product and clears the box', async () => {
    const { fetcher, pending } = fakeFetcher();
    const input = renderBar(fetcher);
    fireEvent.input(input, { target: { value: 'beak' } });
    await act(async () => pending[0]!.resolve([item('Beaker')]));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/product/beaker');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('ends the list with See all results, reached by the arrow keys, which searches', async () => {
    const { fetcher, pending } = fakeFetcher();
    const input = renderBar(fetcher);
    fireEvent.input(input, { target: { value: 'flask' } });
    await act(async () => pending[0]!.resolve([item('Flask A'), item('Flask B')]));
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const seeAll = screen.getByRole('option', { name: "See all results for 'flask'" });
    expect(seeAll.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/filter?query=flask');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('Enter without an active option searches on /filter; blank is ignored', () => {
    const { fetcher } = fakeFetcher();
    const input = renderBar(fetcher);
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/');
    fireEvent.input(input, { target: { value: 'pH meter & probe' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/filter?query=pH%20meter%20%26%20probe');
  });
});
