import { useState } from 'react';
import { FolderTree, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { AdminCategory } from '@labshop/domain/api/admin';
import { useAlert } from '../../../components/alert-provider.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { errorMessage } from '../../../api/client.ts';
import {
  AdminTable,
  LoadError,
  LoadingRows,
  StatusBadge,
  Thumb,
  tdClass,
  thClass,
} from '../admin-ui.tsx';
import { useAdminCategories, useDeleteCategory } from './api.ts';

export function ManageCategoryPage() {
  usePageMeta('Manage Categories', 'Every product category with its image and status.');
  const categories = useAdminCategories();
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
      lead="Every product category with its image and status."
      actions={
        <Link to="/admin-add-category" className={buttonClass('primary', 'h-10')}>
          Add Category
        </Link>
      }
    >
      {categories.isPending ? (
        <LoadingRows />
      ) : categories.isError ? (
        <LoadError message="Could not load the categories. Please reload the page." />
      ) : categories.data.length === 0 ? (
        <EmptyState icon={FolderTree} title="No categories yet">
          Add the first category; products are filed under one.
        </EmptyState>
      ) : (
        <AdminTable caption="Categories">
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Name
              </th>
              <th scope="col" className={thClass}>
                Image
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.data.map((category) => (
              <tr key={category._id}>
                <td className={tdClass}>
                  <span className="font-medium text-slate-900">{category.name}</span>
                  <span className="block text-xs text-slate-500">
                    {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
                  </span>
                </td>
                <td className={tdClass}>
                  <Thumb src={category.image || undefined} alt={category.name} />
                </td>
                <td className={tdClass}>
                  <StatusBadge status={category.status} />
                </td>
                <td className={`${tdClass} text-right whitespace-nowrap`}>
                  <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                    <button
                      type="button"
                      onClick={() => void navigate('/admin-add-category', { state: { category } })}
                      className={buttonClass('secondary', 'h-9 px-3')}
                      aria-label={`Edit ${category.name}`}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      <span className="max-sm:sr-only">Edit</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => setToDelete(category)}
                      className={buttonClass('secondary', 'h-9 px-3 text-danger-700')}
                      aria-label={`Delete ${category.name}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="max-sm:sr-only">Delete</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
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
