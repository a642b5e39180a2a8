import { FolderPlus } from 'lucide-react';

import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';

export function AddCategoryPage() {
  usePageMeta(
    'Add Category',
    'Create a category with a name, a status and a PNG or JPEG image of up to 1 MB.',
  );
  return (
    <PageFrame
      title="Add Category"
      lead="Create a category with a name, a status and a PNG or JPEG image of up to 1 MB."
    >
      <EmptyState icon={FolderPlus} title="The category form is on its way">
        The name, status and image fields will be here.
      </EmptyState>
    </PageFrame>
  );
}
