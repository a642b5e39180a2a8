import { FolderTree } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';

export function ManageCategoryPage() {
  usePageMeta('Manage Categories', 'Every product category with its image and status.');
  return (
    <PageFrame
      title="Manage Categories"
      lead="Every product category with its image and status."
      actions={
        <Link
          to="/admin-add-category"
          className="inline-flex h-10 items-center rounded-ui bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
        >
          Add Category
        </Link>
      }
    >
      <EmptyState icon={FolderTree} title="The category table is on its way">
        Categories will be listed here with their image, status and edit and delete actions.
      </EmptyState>
    </PageFrame>
  );
}
