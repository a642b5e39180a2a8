import { useEffect, useState } from 'react';
import { MapPin, Plus } from 'lucide-react';
import type { Address } from '@labshop/domain/api/account';
import { Button } from '../../components/button.tsx';
import { ShipTo } from '../../components/ship-to.tsx';
import { ADDRESS_TEXT, useProfile } from '../profile/api.ts';
import { AddAddressModal } from './add-address-modal.tsx';

type AddressChoiceProps = {
  selectedId: string | null;
  onSelect: (address: Address | null) => void;
};

/** The delivery address radio list with an Add Address modal; the primary one is preselected. */
export function AddressChoice({ selectedId, onSelect }: AddressChoiceProps) {
  const profile = useProfile({ enabled: true });
  const [isAdding, setIsAdding] = useState(false);
  const addresses = profile.data?.addresses;

  useEffect(() => {
    if (!addresses) return;
    const current = addresses.find((address) => address._id === selectedId);
    if (current) return;
    // First load, or the chosen one was deleted elsewhere: fall back to the primary one.
    onSelect(addresses.find((address) => address.isPrimary) ?? addresses[0] ?? null);
  }, [addresses, selectedId, onSelect]);

  return (
    <section aria-labelledby="delivery-address" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="delivery-address" className="text-lg font-semibold text-slate-900">
          Delivery address
        </h2>
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setIsAdding(true)}
        >
          Add Address
        </Button>
      </div>
      {profile.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading addresses…
        </p>
      )}
      {profile.isError && (
        <p role="alert" className="text-sm text-danger-700">
          {ADDRESS_TEXT.fetchFailed}
        </p>
      )}
      {addresses && addresses.length === 0 && (
        <p className="rounded-ui border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {ADDRESS_TEXT.empty}
        </p>
      )}
      {addresses && addresses.length > 0 && (
        <fieldset>
          <legend className="sr-only">Choose a delivery address</legend>
          <ul className="grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <li key={address._id}>
                <label className="flex h-full cursor-pointer gap-3 rounded-ui border border-slate-200 bg-white p-4 text-sm has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-primary-600">
                  <input
                    type="radio"
                    name="delivery-address"
                    value={address._id}
                    checked={address._id === selectedId}
                    onChange={() => onSelect(address)}
                    className="mt-0.5 size-4 accent-primary-700 focus-visible:outline-none"
                  />
                  <span className="min-w-0 space-y-1">
                    <span className="flex items-center gap-2 font-semibold text-slate-900">
                      <MapPin aria-hidden="true" className="size-4 text-primary-700" />
                      {address.addressType}
                      {address.isPrimary && (
                        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                          Primary
                        </span>
                      )}
                    </span>
                    <span className="block text-slate-700">
                      {address.street}, {address.landmark}
                    </span>
                    <span className="block text-slate-700">
                      {address.city}, {address.state} {address.zipcode}
                    </span>
                    <ShipTo address={address} className="text-slate-700" />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <AddAddressModal isOpen={isAdding} onClose={() => setIsAdding(false)} />
    </section>
  );
}

/** True when the shopper may pay; otherwise checkout shows the phone-not-verified message. */
export function usePhoneVerified(): boolean | undefined {
  return useProfile({ enabled: true }).data?.phoneVerified;
}
