import { useState } from 'react';
import { Boxes, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { AdminProduct } from '@labshop/domain/api/admin';
import { formatRupees } from '@labshop/domain/money';
import { errorMessage } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import {
  AdminTable,
  LoadError,
  LoadingRows,
  StatusBadge,
  Thumb,
  tdClass,
  thClass,
} from '../admin-ui.tsx';
import { useAdminProducts, useDeleteProduct } from './api.ts';

const COLUMNS = ['Name', 'Image', 'Stock', 'Price', 'Status', 'Featured', 'Variants'];

export function ManageProductsPage() {
  usePageMeta('Manage Products', 'Every product with its stock, price, status and variants.');
  const [page, setPage] = useState(1);
  const products = useAdminProducts(page);
  const remove = useDeleteProduct();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const data = products.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

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
      title="Manage Products"
      lead={
        data && data.lowStockCount > 0
          ? `Every product with its stock, price, status and variants. ${data.lowStockCount} ${data.lowStockCount === 1 ? 'is' : 'are'} below the minimum alert.`
          : 'Every product with its stock, price, status and variants.'
      }
      actions={
        <Link to="/admin-add-Product" className={buttonClass('primary', 'h-10')}>
          Add New Product
        </Link>
      }
    >
      {products.isPending ? (
        <LoadingRows />
      ) : products.isError || !data ? (
        <LoadError message="Could not load the products. Please reload the page." />
      ) : data.products.length === 0 ? (
        <EmptyState icon={Boxes} title="No products yet">
          Add a product with its price, stock and images.
        </EmptyState>
      ) : (
        <>
          <AdminTable caption="Products" isWide>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={thClass}>
                    {column}
                  </th>
                ))}
                <th scope="col" className={`${thClass} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((product) => (
                <tr key={product._id} className={product.isLowStock ? 'bg-amber-50' : undefined}>
                  <td className={tdClass}>
                    <span className="line-clamp-2 font-medium text-slate-900">{product.name}</span>
                    <span className="block text-xs text-slate-500">{product.sku}</span>
                  </td>
                  <td className={tdClass}>
                    <Thumb src={product.images[0]} alt={product.name} />
                  </td>
                  <td className={`${tdClass} tabular-nums`}>
                    {product.inStock}
                    {product.isLowStock && (
                      <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800">
                        <TriangleAlert aria-hidden="true" className="size-3.5" />
                        Low stock
                      </span>
                    )}
                  </td>
                  <td className={`${tdClass} tabular-nums whitespace-nowrap`}>
                    {formatRupees(product.sellingPrice)}
                  </td>
                  <td className={tdClass}>
                    <StatusBadge status={product.status} />
                  </td>
                  <td className={tdClass}>{product.isFeatured ? 'Yes' : 'No'}</td>
                  <td className={tdClass}>
                    {product.variantsEnabled && product.variants.length > 0
                      ? product.variants.map((variant) => variant.name).join(', ')
                      : 'No Variants'}
                  </td>
                  <td className={`${tdClass} text-right whitespace-nowrap`}>
                    <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                      <button
                        type="button"
                        onClick={() => void navigate('/admin-add-Product', { state: { product } })}
                        className={buttonClass('secondary', 'h-9 px-3')}
                        aria-label={`Edit ${product.name}`}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        <span className="max-sm:sr-only">Edit</span>
                      </button>
                      <button
                        type="button"
                        onClick={() => setToDelete(product)}
                        className={buttonClass('secondary', 'h-9 px-3 text-danger-700')}
                        aria-label={`Delete ${product.name}`}
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
          {pageCount > 1 && (
            <nav aria-label="Product pages" className="mt-4 flex items-center justify-end gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-slate-600">
                Page {page} of {pageCount}
              </span>
              <Button
                variant="secondary"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={`Delete ${toDelete?.name ?? 'this product'}?`}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        isBusy={remove.isPending}
      >
        It disappears from the shop and its images are removed. Past orders keep their copy.
      </ConfirmDialog>
    </PageFrame>
  );
}
