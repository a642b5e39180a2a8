import { useState } from 'react';
import { FolderTree, Pencil, SearchX, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { AdminCategory } from '@labshop/domain/api/admin';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import { useAlert } from '../../../components/alert-provider.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { errorMessage } from '../../../api/client.ts';
import { StatusBadge, Thumb } from '../admin-ui.tsx';
import { DataTable, type Column } from '../data-table.tsx';
import { FilterBar } from '../list-bars.tsx';
import { FilterSelect, STATUS_FILTER_OPTIONS, type FilterOptions } from '../filter-select.tsx';
import { useListParams } from '../list-params.ts';
import { ListSearch } from '../list-search.tsx';
import { useCategoryList, useDeleteCategory } from './api.ts';

const SORT_OPTIONS: FilterOptions = [
  ['', 'Name, A to Z'],
  ['name-desc', 'Name, Z to A'],
  ['products-desc', 'Most products'],
  ['products-asc', 'Fewest products'],
];

const LEAD = 'Every product category with its image and status.';

const COLUMNS: Column<AdminCategory>[] = [
  {
    header: 'Name',
    sort: { asc: 'name-asc', desc: 'name-desc' },
    cell: (category) => (
      <>
        <span className="font-medium text-slate-900">{category.name}</span>
        <span className="block text-xs text-slate-500">
          {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
        </span>
      </>
    ),
  },
  {
    header: 'Image',
    cell: (category) => <Thumb src={category.image || undefined} alt={category.name} />,
  },
  { header: 'Status', cell: (category) => <StatusBadge status={category.status} /> },
];

export function ManageCategoryPage() {
  usePageMeta('Manage Categories', LEAD);
  const list = useListParams({ q: '', status: '', sort: '' });
  const categories = useCategoryList(list.values);
  const remove = useDeleteCategory();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: (answer) => showAlert('success', answer.message),
      onError: (error) => showAlert('error', errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <PageFrame
      title="Manage Categories"
      lead={LEAD}
      actions={
        <Link to="/admin-add-category" className={buttonClass('primary', 'h-10')}>
          Add Category
        </Link>
      }
    >
      <div className="space-y-4">
        <FilterBar isFiltered={list.isFiltered} onClear={list.reset}>
          <ListSearch
            label="Search"
            value={list.values.q}
            maxLength={TEXT_LIMITS.searchText}
            placeholder="Category name"
            onSearch={(q) => list.update({ q })}
          />
          <FilterSelect
            label="Status"
            value={list.values.status}
            options={STATUS_FILTER_OPTIONS}
            onChange={(status) => list.update({ status })}
          />
          <FilterSelect
            label="Sort by"
            value={list.values.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => list.update({ sort })}
          />
        </FilterBar>
        <DataTable
          caption="Categories"
          columns={COLUMNS}
          rows={categories.data}
          rowId={(category) => category._id}
          rowLabel={(category) => category.name}
          isPending={categories.isPending}
          isError={categories.isError}
          empty={
            list.isFiltered
              ? { icon: SearchX, title: 'No categories match', body: 'Try another name or status.' }
              : {
                  icon: FolderTree,
                  title: 'No categories yet',
                  body: 'Add the first category; products are filed under one.',
                }
          }
          // Name A to Z is the list's own order, so it is what the URL leaves out.
          sort={{
            value: list.values.sort || 'name-asc',
            onChange: (sort) => list.update({ sort: sort === 'name-asc' ? '' : sort }),
          }}
          actions={(category) => (
            <div className="flex gap-2 whitespace-nowrap">
              <button
                type="button"
                onClick={() => void navigate('/admin-add-category', { state: { category } })}
                className={buttonClass('secondary', 'h-9 px-3')}
                aria-label={`Edit ${category.name}`}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </button>
              <button
                type="button"
                onClick={() => setToDelete(category)}
                className={buttonClass('secondary', 'h-9 px-3 text-danger-700')}
                aria-label={`Delete ${category.name}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </button>
            </div>
          )}
        />
      </div>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={`Delete the category ${toDelete?.name ?? ''}?`}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        isBusy={remove.isPending}
      >
        Its image is removed too. A category that still has products cannot be deleted.
      </ConfirmDialog>
    </PageFrame>
  );
}
