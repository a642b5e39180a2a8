import { ImagePlus } from 'lucide-react';

import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';

export function AddBannerPage() {
  usePageMeta(
    'Add Banner',
    'Upload a primary or secondary banner as a PNG or JPEG image of up to 1 MB.',
  );
  return (
    <PageFrame
      title="Add Banner"
      lead="Upload a primary or secondary banner as a PNG or JPEG image of up to 1 MB."
    >
      <EmptyState icon={ImagePlus} title="The banner form is on its way">
        The type, status and image fields will be here.
      </EmptyState>
    </PageFrame>
  );
}
