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
import {
  AdminTable,
  LoadError,
  LoadingRows,
  StatusBadge,
  Thumb,
  tdClass,
  thClass,
} from '../admin-ui.tsx';
import { BANNER_TEXT, useAdminBanners, useDeleteBanner, useMoveBanner } from './api.ts';

const TITLES: Record<BannerType, string> = {
  primary: 'Primary banners',
  secondary: 'Secondary banners',
};

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-ui border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300';

export function ManageBannersPage() {
  usePageMeta(
    'Manage Banners',
    'Primary and secondary home-page banners, in the order shoppers see them.',
  );
  const banners = useAdminBanners();
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

  function table(type: BannerType, rows: AdminBanner[]) {
    const activeCount = rows.filter((banner) => banner.status === 'active').length;
    return (
      <section key={type} aria-labelledby={`banners-${type}`} className="grid gap-3">
        <h2 id={`banners-${type}`} className="text-lg font-semibold text-slate-900">
          {TITLES[type]}
        </h2>
        {rows.length === 0 ? (
          <p className="rounded-ui border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
            No {type} banners yet.
          </p>
        ) : (
          <AdminTable caption={TITLES[type]}>
            <thead>
              <tr>
                {['Position', 'Image', 'Text and link', 'Move', 'Status', 'Type'].map((column) => (
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
              {rows.map((banner) => {
                const position = banner.position;
                const label = `${type} banner ${position ?? '(inactive)'}`;
                return (
                  <tr key={banner._id}>
                    <td className={`${tdClass} tabular-nums`}>{position ?? '—'}</td>
                    <td className={tdClass}>
                      <Thumb src={banner.image} alt={banner.alt || label} wide />
                    </td>
                    <td className={`${tdClass} min-w-40 text-sm`}>
                      <BannerSummary banner={banner} />
                    </td>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={`Move ${label} up`}
                        disabled={position === null || position <= 1 || move.isPending}
                        onClick={() => position !== null && moveTo(banner, position - 1)}
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </button>
                      <button
                        type="button"
                        className={`${iconButton} ml-2`}
                        aria-label={`Move ${label} down`}
                        disabled={position === null || position >= activeCount || move.isPending}
                        onClick={() => position !== null && moveTo(banner, position + 1)}
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </button>
                    </td>
                    <td className={tdClass}>
                      <StatusBadge status={banner.status} />
                    </td>
                    <td className={`${tdClass} capitalize`}>{banner.type}</td>
                    <td className={`${tdClass} text-right whitespace-nowrap`}>
                      <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                        <button
                          type="button"
                          onClick={() => void navigate('/admin-add-banners', { state: { banner } })}
                          className={buttonClass('secondary', 'relative h-9 px-3')}
                          aria-label={`Edit ${label}`}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                          <span className="max-sm:sr-only">Edit</span>
                        </button>
                        <button
                          type="button"
                          onClick={() => setToDelete(banner)}
                          className={buttonClass('secondary', 'relative h-9 px-3 text-danger-700')}
                          aria-label={`Delete ${label}`}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          <span className="max-sm:sr-only">Delete</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </AdminTable>
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
      ) : banners.data.length === 0 ? (
        <EmptyState icon={Image} title="No banners yet">
          Add a primary banner for the home page carousel.
        </EmptyState>
      ) : (
        <div className="grid gap-10">
          {BANNER_TYPES.map((type) =>
            table(
              type,
              banners.data.filter((banner) => banner.type === type),
            ),
          )}
        </div>
      )}
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
