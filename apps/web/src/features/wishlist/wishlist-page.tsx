import { useState } from 'react';
import { Heart } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { useToggleWishlist, useWishlist, type WishlistEntry } from '../../api/wishlist.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { ProductCardSkeleton } from '../../components/product-card.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { useSession } from '../../api/session.ts';
import { WishlistItem } from './wishlist-item.tsx';

const gridClass = 'grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

export function WishlistPage() {
  usePageMeta('Wishlist', 'Products you saved on LabShop to compare or order later.');
  const session = useSession();
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  const [toDelete, setToDelete] = useState<WishlistEntry | null>(null);

  // Guests are sent to /login (docs/product/routes-and-shell.md).
  if (!session.isLoading && !session.loggedIn) return <Navigate to="/login" replace />;

  const items = wishlist.data ?? [];
  const count = items.length;

  function confirmDelete() {
    if (!toDelete) return;
    toggle.mutate({ product: toDelete }, { onSettled: () => setToDelete(null) });
  }

  return (
    <PageFrame
      title="Wishlist"
      lead={
        wishlist.data && count > 0
          ? `${count} saved ${count === 1 ? 'product' : 'products'} to compare or order later.`
          : 'Products you saved to compare or order later.'
      }
    >
      {session.isAdmin ? (
        <EmptyState icon={Heart} title="Wishlists belong to shopper accounts.">
          Log in as a shopper to save products here.
        </EmptyState>
      ) : session.isLoading || wishlist.isPending ? (
        <ul className={gridClass} aria-label="Loading your wishlist">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : wishlist.isError ? (
        <LoadFailed
          what="Your wishlist"
          onRetry={() => void wishlist.refetch()}
          isRetrying={wishlist.isFetching}
        />
      ) : count === 0 ? (
        <EmptyState icon={Heart} title="Your wishlist is empty.">
          <p>Tap the heart on any product to keep it here.</p>
          <Link
            to="/filter"
            className="mt-4 inline-flex h-10 items-center rounded-ui bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
          >
            Browse products
          </Link>
        </EmptyState>
      ) : (
        <ul className={gridClass}>
          {items.map((product) => (
            <li key={product._id}>
              <WishlistItem product={product} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Are you sure you want to delete this item?"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isBusy={toggle.isPending}
      >
        {toDelete?.name}
      </ConfirmDialog>
    </PageFrame>
  );
}
