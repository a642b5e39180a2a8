import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function SignupPage() {
  usePageMeta(
    'Sign up',
    'Create a LabShop account as an individual or as a company with GST details.',
  );
  return (
    <PageFrame
      title="Sign up"
      lead="Create an account as an individual, or as a company with your GST number and trade name."
      width="narrow"
    >
      <EmptyState icon={UserPlus} title="Registration is being set up">
        The sign-up form and e-mail verification will be available here shortly.
      </EmptyState>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-primary-700 hover:underline">
          Login
        </Link>
      </p>
    </PageFrame>
  );
}
