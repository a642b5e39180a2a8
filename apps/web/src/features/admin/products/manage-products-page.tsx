import { useEffect, useState } from 'react';
import { Boxes, Pencil, SearchX, Trash2, TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { AdminProduct } from '@labshop/domain/api/admin';
import { formatRupees } from '@labshop/domain/money';
import { errorMessage } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { StatusBadge, Thumb } from '../admin-ui.tsx';
import { useAdminCategories } from '../categories/api.ts';
import { DataTable, type Column } from '../data-table.tsx';
import { useListParams } from '../list-params.ts';
import { useAdminProducts, useDeleteProduct } from './api.ts';
import { ProductBulkActions } from './product-bulk-actions.tsx';
import { PRODUCT_LIST_DEFAULTS, ProductFilters } from './product-filters.tsx';

const LEAD = 'Every product with its stock, price, status and variants.';
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const COLUMNS: Column<AdminProduct>[] = [
  {
    header: 'Name',
    sort: { asc: 'name-asc', desc: 'name-desc' },
    className: 'md:min-w-44',
    cell: (product) => (
      <>
        <span className="line-clamp-2 font-medium text-slate-900">{product.name}</span>
        <span className="block text-xs text-slate-500">{product.sku}</span>
      </>
    ),
  },
  { header: 'Image', cell: (product) => <Thumb src={product.images[0]} alt={product.name} /> },
  {
    header: 'Stock',
    sort: { asc: 'stock-asc', desc: 'stock-desc' },
    className: 'tabular-nums',
    cell: (product) => (
      <>
        {product.inStock}
        {product.isLowStock && (
          <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            Low stock
          </span>
        )}
      </>
    ),
  },
  {
    header: 'Price',
    sort: { asc: 'price-asc', desc: 'price-desc' },
    className: 'tabular-nums whitespace-nowrap',
    cell: (product) => formatRupees(product.sellingPrice),
  },
  { header: 'Status', cell: (product) => <StatusBadge status={product.status} /> },
  { header: 'Featured', cell: (product) => (product.isFeatured ? 'Yes' : 'No') },
  {
    header: 'Variants',
    cell: (product) =>
      product.variantsEnabled && product.variants.length > 0
        ? product.variants.map((variant) => variant.name).join(', ')
        : 'No Variants',
  },
  {
    header: 'Updated',
    sort: { asc: 'updated-asc', desc: 'updated-desc', first: 'desc' },
    className: 'whitespace-nowrap text-slate-600',
    cell: (product) => (product.updatedAt ? dayFormat.format(new Date(product.updatedAt)) : '—'),
  },
];

export function ManageProductsPage() {
  usePageMeta('Manage Products', LEAD);
  const list = useListParams(PRODUCT_LIST_DEFAULTS);
  const products = useAdminProducts(list.page, list.values);
  const categories = useAdminCategories();
  const remove = useDeleteProduct();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const data = products.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  // Another page or filter shows other rows: a selection the admin cannot see acts on nothing.
  const shown = JSON.stringify([list.page, list.values]);
  useEffect(() => setSelected(new Set()), [shown]);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: (answer) => showAlert('success', answer.message),
      onError: (error) => showAlert('error', errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  }

  const lowStock = data?.lowStockCount ?? 0;
  return (
    <PageFrame
      title="Manage Products"
      lead={
        lowStock > 0
          ? `${LEAD} ${lowStock} ${lowStock === 1 ? 'is' : 'are'} below the minimum alert.`
          : LEAD
      }
      actions={
        <>
          <Link to="/admin-import-products" className={buttonClass('secondary', 'h-10')}>
            Import / Export CSV
          </Link>
          <Link to="/admin-add-Product" className={buttonClass('primary', 'h-10')}>
            Add New Product
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        <ProductFilters
          values={list.values}
          categories={categories.data ?? []}
          isFiltered={list.isFiltered}
          onChange={(changes) => list.update(changes)}
          onClear={list.reset}
        />
        {data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {data.total} {data.total === 1 ? 'product' : 'products'}
            {list.isFiltered ? ' match' : ''}
          </p>
        )}
        <ProductBulkActions
          selected={selected}
          categories={categories.data ?? []}
          onClear={() => setSelected(new Set())}
        />
        <DataTable
          caption="Products"
          columns={COLUMNS}
          rows={data?.products}
          rowId={(product) => product._id}
          rowLabel={(product) => product.name}
          isPending={products.isPending}
          isError={products.isError}
          empty={
            list.isFiltered
              ? {
                  icon: SearchX,
                  title: 'No products match',
                  body: 'Try other words or filters, or clear them.',
                }
              : {
                  icon: Boxes,
                  title: 'No products yet',
                  body: 'Add a product with its price, stock and images.',
                }
          }
          sort={{ value: list.values.sort, onChange: (sort) => list.update({ sort }) }}
          selection={{ ids: selected, onChange: setSelected }}
          rowClassName={(product) => (product.isLowStock ? 'bg-amber-50' : undefined)}
          pagination={{
            page: list.page,
            pageCount,
            onPage: (page) => list.update({ page: String(page) }),
          }}
          isWide
          isCompact
          // Icons only beside the many columns of a wide screen; words on a phone's card.
          actions={(product) => (
            <div className="flex gap-2 whitespace-nowrap">
              <button
                type="button"
                onClick={() => void navigate('/admin-add-Product', { state: { product } })}
                className={buttonClass('secondary', 'relative h-9 px-3 md:w-9 md:px-0')}
                aria-label={`Edit ${product.name}`}
                title="Edit"
              >
                <Pencil aria-hidden="true" className="size-4" />
                <span className="md:sr-only">Edit</span>
              </button>
              <button
                type="button"
                onClick={() => setToDelete(product)}
                className={buttonClass(
                  'secondary',
                  'relative h-9 px-3 text-danger-700 md:w-9 md:px-0',
                )}
                aria-label={`Delete ${product.name}`}
                title="Delete"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="md:sr-only">Delete</span>
              </button>
            </div>
          )}
        />
      </div>
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
