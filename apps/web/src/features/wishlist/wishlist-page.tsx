import { Heart } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function WishlistPage() {
  usePageMeta('Wishlist', 'Products you saved on LabShop to compare or order later.');
  return (
    <PageFrame title="Wishlist" lead="Products you saved to compare or order later.">
      <EmptyState icon={Heart} title="Your saved products will appear here">
        Tap the heart on any product to keep it on this list.
      </EmptyState>
    </PageFrame>
  );
}
