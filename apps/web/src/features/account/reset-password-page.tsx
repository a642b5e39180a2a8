import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function ResetPasswordPage() {
  usePageMeta('Choose a new password', 'Set a new password for your LabShop account.');
  return (
    <PageFrame
      title="Choose a new password"
      lead="Enter a new password for your account using the link we e-mailed you."
      width="narrow"
    >
      <EmptyState icon={KeyRound} title="Password reset is being set up">
        The new-password form will be available here shortly.
      </EmptyState>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className="font-semibold text-primary-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </PageFrame>
  );
}
