import { Building2, House, MapPin, Pencil, Trash2 } from 'lucide-react';
import type { Address } from '@labshop/domain/api/account';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ShipTo } from '../../components/ship-to.tsx';
import { ADDRESS_TEXT } from './api.ts';

type AddressListProps = {
  addresses: Address[];
  editingId: string | null;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
};

export function AddressList({ addresses, editingId, onEdit, onDelete }: AddressListProps) {
  if (addresses.length === 0) return <EmptyState icon={MapPin} title={ADDRESS_TEXT.empty} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {addresses.map((address) => (
        <li key={address._id}>
          <AddressCard
            address={address}
            isEditing={address._id === editingId}
            onEdit={() => onEdit(address)}
            onDelete={() => onDelete(address)}
          />
        </li>
      ))}
    </ul>
  );
}

type AddressCardProps = {
  address: Address;
  isEditing: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

function AddressCard({ address, isEditing, onEdit, onDelete }: AddressCardProps) {
  const Icon = address.addressType === 'Office' ? Building2 : House;
  return (
    <article
      aria-label={`${address.addressType} address, ${address.street}`}
      className={`flex h-full flex-col rounded-ui border bg-white p-4 shadow-card ${
        isEditing ? 'border-primary-600 ring-1 ring-primary-600' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-primary-700" />
          {address.addressType}
        </span>
        {address.isPrimary && (
          <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
            Primary
          </span>
        )}
        {isEditing && <span className="text-xs font-medium text-slate-500">Editing</span>}
      </div>
      <address className="mt-2 flex-1 text-sm leading-6 text-slate-700 not-italic">
        <span className="block break-words">{address.street}</span>
        <span className="block break-words text-slate-500">{address.landmark}</span>
        <span className="block">
          {address.city}, {address.state} {address.zipcode}
        </span>
        <ShipTo address={address} className="mt-1" />
      </address>
      <div className="mt-3 flex gap-2 border-t border-slate-100 pt-3">
        <Button
          variant="secondary"
          className="h-9! px-3!"
          aria-label={`Edit address: ${address.street}`}
          icon={<Pencil aria-hidden="true" className="size-4" />}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          variant="secondary"
          className="h-9! px-3! text-danger-700! hover:border-danger-200! hover:bg-danger-50!"
          aria-label={`Delete address: ${address.street}`}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
