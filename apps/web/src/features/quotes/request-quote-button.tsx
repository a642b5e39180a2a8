import { lazy, Suspense, useState } from 'react';
import { FileText } from 'lucide-react';
import { useSession } from '../../api/session.ts';
import { Button } from '../../components/button.tsx';
import { useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../components/alert-provider.tsx';
import type { QuoteDraftLine } from './request-quote-dialog.tsx';

// The form and its rules load when a buyer first asks for it: the product page and the cart,
// where the button sits, stay free of the validation library until then.
const RequestQuoteDialog = lazy(() =>
  import('./request-quote-dialog.tsx').then((module) => ({ default: module.RequestQuoteDialog })),
);

const GUEST_QUOTE_MESSAGE = 'Please log in to request a quote.';

type RequestQuoteButtonProps = {
  lines: QuoteDraftLine[];
  className?: string;
};

/** "Request a quote" for the given lines (at most a quote's worth); admins do not see it. */
export function RequestQuoteButton({ lines, className = '' }: RequestQuoteButtonProps) {
  const session = useSession();
  const { showAlert } = useAlert();
  const location = useLocation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  // Kept once opened, so closing it runs the dialog's own close (and focus return).
  const [hasOpened, setHasOpened] = useState(false);
  if (session.isAdmin || session.isLoading || lines.length === 0) return null;
  const open = () => {
    setHasOpened(true);
    setIsOpen(true);
  };
  // Back to this page after logging in, to press again.
  const loginHref = `/login?returnTo=${encodeURIComponent(location.pathname)}`;
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        icon={<FileText aria-hidden="true" className="size-4" />}
        onClick={() =>
          session.loggedIn
            ? open()
            : showAlert('error', GUEST_QUOTE_MESSAGE, {
                label: 'Log in',
                href: loginHref,
                onFollow: (event) => {
                  event.preventDefault();
                  void navigate(loginHref);
                },
              })
        }
      >
        Request a quote
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <RequestQuoteDialog isOpen={isOpen} onClose={() => setIsOpen(false)} lines={lines} />
        </Suspense>
      )}
    </>
  );
}
