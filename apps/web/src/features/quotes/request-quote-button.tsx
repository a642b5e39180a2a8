import { useState } from 'react';
import { FileText } from 'lucide-react';
import { QUOTE_LINES_MAX } from '@labshop/domain/validation/quote';
import { useSession } from '../../api/session.ts';
import { Button } from '../../components/button.tsx';
import { useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../components/alert-provider.tsx';
import { RequestQuoteDialog, type QuoteDraftLine } from './request-quote-dialog.tsx';

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
  if (session.isAdmin || session.isLoading || lines.length === 0) return null;
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
            ? setIsOpen(true)
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
      <RequestQuoteDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        lines={lines.slice(0, QUOTE_LINES_MAX)}
      />
    </>
  );
}
