import { useState } from 'react';
import { MailCheck, UserPlus } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmailText } from '../../components/email-text.tsx';
import { AuthCard } from '../../components/auth-card.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { safeReturnPath } from '../../components/login-return.ts';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { OtpStep } from './otp-step.tsx';
import { SignupForm } from './signup-form.tsx';

/** Login sends an unverified account here with `{ verifyEmail }` to finish the OTP step. */
type SignupLocationState = { verifyEmail?: unknown } | null;

type Step =
  { name: 'form' } | { name: 'otp'; email: string; message: string | null; sendOnMount: boolean };

function initialStep(state: SignupLocationState): Step {
  const email = state?.verifyEmail;
  return typeof email === 'string' && email
    ? { name: 'otp', email, message: null, sendOnMount: true }
    : { name: 'form' };
}

export function SignupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const [params] = useSearchParams();
  // A guest's Log in link may pass through sign-up; the login after it still goes back.
  const returnTo = safeReturnPath(params.get('returnTo'));
  const loginPath = returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login';
  const [step, setStep] = useState<Step>(() => initialStep(location.state as SignupLocationState));
  const isOtp = step.name === 'otp';

  usePageMeta(
    isOtp ? 'Verify your email' : 'Sign up',
    'Create a LabShop account as an individual or as a company with GST details.',
  );

  if (step.name === 'otp') {
    return (
      <AuthCard
        icon={MailCheck}
        title="Verify your email"
        lead={
          <>
            {step.message && <p>{step.message}</p>}
            <p className={step.message ? 'mt-1' : ''}>
              Enter the 6-digit code sent to{' '}
              <strong className="font-semibold text-slate-900">
                <EmailText email={step.email} />
              </strong>
              .
            </p>
          </>
        }
        footer={
          <>
            Already verified?{' '}
            <Link to={loginPath} className="font-semibold text-primary-700 hover:underline">
              Login
            </Link>
          </>
        }
      >
        <OtpStep
          email={step.email}
          sendOnMount={step.sendOnMount}
          onVerified={(message) => {
            showAlert('success', message);
            void navigate(loginPath, { state: { email: step.email } });
          }}
          onChangeEmail={() => setStep({ name: 'form' })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={UserPlus}
      title="Sign up"
      width="lg"
      lead="Create an account as an individual, or as a company with your GST number and trade name."
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginPath} className="font-semibold text-primary-700 hover:underline">
            Login
          </Link>
        </>
      }
    >
      <SignupForm
        onSignedUp={(email, message) =>
          setStep({ name: 'otp', email, message, sendOnMount: false })
        }
      />
    </AuthCard>
  );
}
