import { TriangleAlert } from 'lucide-react';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

type LoadFailedProps = {
  /** What could not be loaded, as the shopper calls it: "Products", "Your wishlist". */
  what: string;
  onRetry: () => void;
  isRetrying?: boolean;
};

/**
 * A failed read, in plain words with a Retry button. The server's own message is left out on
 * purpose: a shopper cannot act on "upstream timeout", and it must never sit beside a loading text.
 */
export function LoadFailed({ what, onRetry, isRetrying = false }: LoadFailedProps) {
  return (
    <div role="alert">
      <EmptyState icon={TriangleAlert} title={`${what} could not be loaded`}>
        <p>Check your connection and try again.</p>
        <Button className="mt-4" onClick={onRetry} isBusy={isRetrying} busyLabel="Retrying…">
          Retry
        </Button>
      </EmptyState>
    </div>
  );
}
