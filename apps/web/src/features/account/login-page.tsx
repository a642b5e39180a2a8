import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function LoginPage() {
  usePageMeta(
    'Login',
    'Sign in to your LabShop account to order, track deliveries and manage your wishlist.',
  );
  return (
    <PageFrame
      title="Login"
      lead="Sign in with your e-mail and password to order, track deliveries and keep a wishlist."
      width="narrow"
    >
      <EmptyState icon={LogIn} title="Sign-in is being set up">
        The login form, with a Forgot Password option, will be available here shortly.
      </EmptyState>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to LabShop?{' '}
        <Link to="/signup" className="font-semibold text-primary-700 hover:underline">
          Sign up
        </Link>
      </p>
    </PageFrame>
  );
}
