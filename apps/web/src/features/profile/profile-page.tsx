import { useRef, useState } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Navigate } from 'react-router';
import type { Address } from '@labshop/domain/api/account';
import { ApiError, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { useSession } from '../../api/session.ts';
import { AddressForm } from './address-form.tsx';
import { AddressList } from './address-list.tsx';
import { ADDRESS_TEXT, useDeleteAddress, useProfile } from './api.ts';
import { CompanyDetails } from './company-details.tsx';
import { ProfileDetails } from './profile-details.tsx';

export function ProfilePage() {
  usePageMeta(
    'My profile',
    'Your LabShop contact details, phone verification and delivery addresses.',
  );
  const session = useSession();
  const profile = useProfile({ enabled: session.loggedIn });
  const { showAlert } = useAlert();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Address | null>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [hadSession, setHadSession] = useState(false);
  if (session.loggedIn && !hadSession) setHadSession(true);

  if (!session.isLoading && !session.loggedIn) {
    // A guest goes to /login; a user who just logged out is on the way to / already.
    return hadSession ? null : <Navigate to="/login" replace />;
  }
  if (profile.error instanceof ApiError && profile.error.status === 401) {
    return <Navigate to="/login" replace />;
  }

  function confirmDelete() {
    const address = toDelete;
    setToDelete(null);
    if (!address) return;
    if (editing?._id === address._id) setEditing(null);
    // The card (and its Delete button) goes away at once, so focus moves to the list heading.
    headingRef.current?.focus();
    remove.mutate(address._id, {
      onSuccess: (result) => showAlert('success', result.message),
      onError: (error) => {
        console.error('Address delete failed', error);
        showAlert('error', errorMessage(error, 'Failed to delete address. Please try again.'));
      },
    });
  }

  return (
    <PageFrame
      title="My profile"
      lead="Your contact details, phone verification and saved delivery addresses."
    >
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-4 rounded-ui border border-danger-200 bg-white p-6 shadow-card sm:flex-row sm:items-center"
        >
          <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-danger-600" />
          <p className="flex-1 text-sm text-slate-800">{ADDRESS_TEXT.fetchFailed}</p>
          <Button
            variant="secondary"
            isBusy={profile.isFetching}
            busyLabel="Retrying…"
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            onClick={() => void profile.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="grid gap-8">
            <ProfileDetails profile={profile.data} />
            {profile.data.isCorporate && <CompanyDetails profile={profile.data} />}
          </div>
          <section aria-labelledby="addresses-heading" className="grid gap-5">
            <h2
              id="addresses-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-slate-900 focus:outline-none"
            >
              Saved addresses
            </h2>
            <AddressList
              addresses={profile.data.addresses}
              editingId={editing?._id ?? null}
              onEdit={(address) => {
                setEditing(address);
                document.getElementById('address-form')?.scrollIntoView({ block: 'start' });
              }}
              onDelete={setToDelete}
            />
            <AddressForm editing={editing} onDone={() => setEditing(null)} />
          </section>
        </div>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Are you sure you want to delete this address?"
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (
          <p>
            {toDelete.street}, {toDelete.city}, {toDelete.state} {toDelete.zipcode}
          </p>
        )}
      </ConfirmDialog>
    </PageFrame>
  );
}

function ProfileSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading your profile"
      className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="h-96 animate-pulse rounded-ui bg-slate-200/70" />
      <div className="h-64 animate-pulse rounded-ui bg-slate-200/70" />
    </div>
  );
}
