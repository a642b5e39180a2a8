import { KeyRound } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../components/auth-card.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  usePageMeta('Choose a new password', 'Set a new password for your LabShop account.');

  return (
    <AuthCard
      icon={KeyRound}
      title="Choose a new password"
      lead="Enter a new password for your account. The link we emailed you works once."
      footer={
        <Link to="/login" className="font-semibold text-primary-700 hover:underline">
          Back to Login
        </Link>
      }
    >
      <ResetPasswordForm
        token={token}
        onReset={(message) => {
          showAlert('success', message);
          void navigate('/login');
        }}
      />
    </AuthCard>
  );
}
