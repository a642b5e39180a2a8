import { MapPin } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function ProfilePage() {
  usePageMeta(
    'My profile',
    'Your LabShop contact details, phone verification and delivery addresses.',
  );
  return (
    <PageFrame
      title="My profile"
      lead="Your name, e-mail and phone number, phone verification and saved delivery addresses."
      width="narrow"
    >
      <EmptyState icon={MapPin} title="Profile details are on their way">
        Your contact details and addresses will be shown and editable here.
      </EmptyState>
    </PageFrame>
  );
}
