import { Boxes } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';

export function ManageProductsPage() {
  usePageMeta('Manage Products', 'Every product with its stock, price, status and variants.');
  return (
    <PageFrame
      title="Manage Products"
      lead="Every product with its stock, price, status and variants."
      actions={
        <Link
          to="/admin-add-Product"
          className="inline-flex h-10 items-center rounded-ui bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
        >
          Add New Product
        </Link>
      }
    >
      <EmptyState icon={Boxes} title="The product table is on its way">
        Products will be listed here with their first image, stock, selling price, status and
        variants.
      </EmptyState>
    </PageFrame>
  );
}
