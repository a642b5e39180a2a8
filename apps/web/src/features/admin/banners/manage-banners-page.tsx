import { useState } from 'react';
import { ArrowDown, ArrowUp, Image, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { AdminBanner } from '@labshop/domain/api/admin';
import { BANNER_TYPES, type BannerType } from '@labshop/domain/constants';
import { useAlert } from '../../../components/alert-provider.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { LoadError, LoadingRows, StatusBadge, Thumb } from '../admin-ui.tsx';
import { DataTable, type Column } from '../data-table.tsx';
import { FilterBar } from '../list-bars.tsx';
import { FilterSelect, STATUS_FILTER_OPTIONS, type FilterOptions } from '../filter-select.tsx';
import { useListParams } from '../list-params.ts';
import { BANNER_TEXT, useAdminBanners, useDeleteBanner, useMoveBanner } from './api.ts';

const TITLES: Record<BannerType, string> = {
  primary: 'Primary banners',
  secondary: 'Secondary banners',
};

const TYPE_OPTIONS: FilterOptions = [
  ['', 'All types'],
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
];

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-ui border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300';

export function ManageBannersPage() {
  usePageMeta(
    'Manage Banners',
    'Primary and secondary home-page banners, in the order shoppers see them.',
  );
  const list = useListParams({ type: '', status: '' });
  const banners = useAdminBanners(list.values);
  const move = useMoveBanner();
  const remove = useDeleteBanner();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<AdminBanner | null>(null);

  function moveTo(banner: AdminBanner, position: number) {
    move.mutate(
      { id: banner._id, position },
      { onError: (error) => showAlert('error', error.message) },
    );
  }

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: (answer) => showAlert('success', answer.message),
      onError: (error) => {
        console.error(BANNER_TEXT.deleteFailed, error);
        showAlert('error', BANNER_TEXT.deleteFailed);
      },
      onSettled: () => setToDelete(null),
    });
  }

  function columns(type: BannerType, activeCount: number): Column<AdminBanner>[] {
    const label = (banner: AdminBanner) => `${type} banner ${banner.position ?? '(inactive)'}`;
    return [
      {
        header: 'Position',
        className: 'tabular-nums',
        cell: (banner) => banner.position ?? '—',
      },
      {
        header: 'Image',
        cell: (banner) => <Thumb src={banner.image} alt={banner.alt || label(banner)} wide />,
      },
      {
        header: 'Text and link',
        className: 'md:min-w-40',
        cell: (banner) => <BannerSummary banner={banner} />,
      },
      {
        header: 'Move',
        className: 'whitespace-nowrap',
        cell: (banner) => {
          const position = banner.position;
          return (
            <>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${label(banner)} up`}
                disabled={position === null || position <= 1 || move.isPending}
                onClick={() => position !== null && moveTo(banner, position - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={`${iconButton} ml-2`}
                aria-label={`Move ${label(banner)} down`}
                disabled={position === null || position >= activeCount || move.isPending}
                onClick={() => position !== null && moveTo(banner, position + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
            </>
          );
        },
      },
      { header: 'Status', cell: (banner) => <StatusBadge status={banner.status} /> },
      { header: 'Type', className: 'capitalize', cell: (banner) => banner.type },
    ];
  }

  function table(type: BannerType, rows: AdminBanner[]) {
    const activeCount = rows.filter((banner) => banner.status === 'active').length;
    const label = (banner: AdminBanner) => `${type} banner ${banner.position ?? '(inactive)'}`;
    return (
      <section key={type} aria-labelledby={`banners-${type}`} className="grid gap-3">
        <h2 id={`banners-${type}`} className="text-lg font-semibold text-slate-900">
          {TITLES[type]}
        </h2>
        {rows.length === 0 ? (
          <p className="rounded-ui border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
            {list.isFiltered ? `No ${type} banners match.` : `No ${type} banners yet.`}
          </p>
        ) : (
          <DataTable
            caption={TITLES[type]}
            columns={columns(type, activeCount)}
            rows={rows}
            rowId={(banner) => banner._id}
            rowLabel={label}
            isPending={false}
            isError={false}
            empty={{ icon: Image, title: `No ${type} banners yet.` }}
            actions={(banner) => (
              <div className="flex gap-2 whitespace-nowrap">
                <button
                  type="button"
                  onClick={() => void navigate('/admin-add-banners', { state: { banner } })}
                  className={buttonClass('secondary', 'relative h-9 px-3')}
                  aria-label={`Edit ${label(banner)}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => setToDelete(banner)}
                  className={buttonClass('secondary', 'relative h-9 px-3 text-danger-700')}
                  aria-label={`Delete ${label(banner)}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </button>
              </div>
            )}
          />
        )}
      </section>
    );
  }

  return (
    <PageFrame
      title="Manage Banners"
      lead="Primary and secondary home-page banners, in the order shoppers see them."
      actions={
        <Link to="/admin-add-banners" className={buttonClass('primary', 'h-10')}>
          Add Banner
        </Link>
      }
    >
      <FilterBar isFiltered={list.isFiltered} onClear={list.reset}>
        <FilterSelect
          label="Type"
          value={list.values.type}
          options={TYPE_OPTIONS}
          onChange={(type) => list.update({ type })}
        />
        <FilterSelect
          label="Status"
          value={list.values.status}
          options={STATUS_FILTER_OPTIONS}
          onChange={(status) => list.update({ status })}
        />
      </FilterBar>
      <div className="mt-6">
        {banners.isPending ? (
          <LoadingRows />
        ) : banners.isError ? (
          <LoadError
            message={
              banners.error.message === BANNER_TEXT.unexpected
                ? BANNER_TEXT.unexpected
                : BANNER_TEXT.fetchFailed
            }
          />
        ) : banners.data.length === 0 && !list.isFiltered ? (
          <EmptyState icon={Image} title="No banners yet">
            Add a primary banner for the home page carousel.
          </EmptyState>
        ) : (
          <div className="grid gap-10">
            {BANNER_TYPES.filter((type) => !list.values.type || list.values.type === type).map(
              (type) =>
                table(
                  type,
                  banners.data.filter((banner) => banner.type === type),
                ),
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete this banner?"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        isBusy={remove.isPending}
      >
        It leaves the home page and the others of its type close the gap.
      </ConfirmDialog>
    </PageFrame>
  );
}

const LINK_KIND = { category: 'Category', product: 'Product', url: 'Address' } as const;

function BannerSummary({ banner }: { banner: AdminBanner }) {
  const target =
    banner.linkType === 'none'
      ? 'No link'
      : banner.linkLabel
        ? `${LINK_KIND[banner.linkType]}: ${banner.linkLabel}`
        : 'Link target is gone';
  return (
    <>
      <span className="block font-medium text-slate-900">{banner.headline || '—'}</span>
      <span className="block text-slate-600">{target}</span>
    </>
  );
}
