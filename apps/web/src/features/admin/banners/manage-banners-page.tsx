import { Image } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';

export function ManageBannersPage() {
  usePageMeta(
    'Manage Banners',
    'Primary and secondary home-page banners, in the order shoppers see them.',
  );
  return (
    <PageFrame
      title="Manage Banners"
      lead="Primary and secondary home-page banners, in the order shoppers see them."
      actions={
        <Link
          to="/admin-add-banners"
          className="inline-flex h-10 items-center rounded-ui bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
        >
          Add Banner
        </Link>
      }
    >
      <EmptyState icon={Image} title="The banner tables are on their way">
        Primary and secondary banners will be listed here with their status and position.
      </EmptyState>
    </PageFrame>
  );
}
