import { useState } from 'react';
import { KeyRound, LogIn } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card.tsx';
import { safeReturnPath } from '../../components/login-return.ts';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';

type Mode = 'login' | 'forgot';

/** Signup's OTP step sends `{ email }` so the verified address is already filled in. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  // Only a path on this site: a login link must never send anyone elsewhere.
  const returnTo = safeReturnPath(params.get('returnTo'));
  const withReturn = (path: string) =>
    returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState(() => emailFromState(location.state));
  // Focus follows a mode switch, so keyboard users land in the new form; not on first load.
  const [hasSwitched, setHasSwitched] = useState(false);

  usePageMeta(
    mode === 'login' ? 'Login' : 'Forgot Password',
    'Sign in to your LabShop account to order, track deliveries and manage your wishlist.',
  );

  function switchTo(next: Mode, currentEmail: string) {
    setEmail(currentEmail);
    setHasSwitched(true);
    setMode(next);
  }

  const signupFooter = (
    <>
      New to LabShop?{' '}
      <Link to={withReturn('/signup')} className="font-semibold text-primary-700 hover:underline">
        Sign up
      </Link>
    </>
  );

  if (mode === 'forgot') {
    return (
      <AuthCard
        icon={KeyRound}
        title="Forgot Password"
        lead="Enter the email of your account and we will send you a link to choose a new password."
        footer={signupFooter}
      >
        <ForgotPasswordForm
          defaultEmail={email}
          onSent={(sentTo) => switchTo('login', sentTo)}
          onBack={(typed) => switchTo('login', typed)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={LogIn}
      title="Login"
      lead="Sign in with your email and password to order, track deliveries and keep a wishlist."
      footer={signupFooter}
    >
      <LoginForm
        defaultEmail={email}
        autoFocus={hasSwitched}
        onForgotPassword={(typed) => switchTo('forgot', typed)}
        returnTo={returnTo}
      />
    </AuthCard>
  );
}
