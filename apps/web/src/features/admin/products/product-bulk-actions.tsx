import { useState } from 'react';
import { Eye, EyeOff, FolderInput } from 'lucide-react';
import type { AdminCategory } from '@labshop/domain/api/admin';
import { errorMessage } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SelectField } from '../../../components/form-field.tsx';
import { BulkBar } from '../list-bars.tsx';
import { useBulkProductChange } from './api.ts';

type Pending = 'active' | 'inactive' | 'move' | null;

const count = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/**
 * The bar over the products list while some are selected: Activate, Deactivate and Move to
 * category, each asked once, then told with the server's answer.
 */
export function ProductBulkActions({
  selected,
  categories,
  onClear,
}: {
  selected: ReadonlySet<string>;
  categories: AdminCategory[];
  onClear: () => void;
}) {
  const change = useBulkProductChange();
  const { showAlert } = useAlert();
  const [pending, setPending] = useState<Pending>(null);
  const [categoryId, setCategoryId] = useState('');
  const n = selected.size;

  function close() {
    setPending(null);
    setCategoryId('');
  }

  function confirm() {
    const productIds = [...selected];
    const request =
      pending === 'move'
        ? { kind: 'category' as const, productIds, categoryId }
        : { kind: 'status' as const, productIds, status: pending ?? 'active' };
    change.mutate(request, {
      onSuccess: (answer) => {
        showAlert('success', answer.message);
        onClear();
      },
      onError: (error) => showAlert('error', errorMessage(error)),
      onSettled: close,
    });
  }

  const action = buttonClass('secondary', 'h-9 px-3');
  return (
    <>
      <BulkBar count={n} noun={['product', 'products']} onClear={onClear}>
        <button type="button" className={action} onClick={() => setPending('active')}>
          <Eye aria-hidden="true" className="size-4" />
          Activate
        </button>
        <button type="button" className={action} onClick={() => setPending('inactive')}>
          <EyeOff aria-hidden="true" className="size-4" />
          Deactivate
        </button>
        <button type="button" className={action} onClick={() => setPending('move')}>
          <FolderInput aria-hidden="true" className="size-4" />
          Move to category…
        </button>
      </BulkBar>
      <ConfirmDialog
        isOpen={pending === 'active' || pending === 'inactive'}
        title={`${pending === 'active' ? 'Activate' : 'Deactivate'} ${count(n)}?`}
        confirmLabel={pending === 'active' ? 'Activate' : 'Deactivate'}
        cancelLabel="Cancel"
        onConfirm={confirm}
        onCancel={close}
        isBusy={change.isPending}
      >
        {pending === 'active'
          ? 'They show in the shop again, unless their category is inactive.'
          : 'They disappear from the shop until activated again. Orders already placed keep them.'}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={pending === 'move'}
        title={`Move ${count(n)} to another category?`}
        confirmLabel="Move"
        cancelLabel="Cancel"
        onConfirm={confirm}
        onCancel={close}
        // Nothing to confirm until a category is chosen.
        isBusy={change.isPending || categoryId === ''}
      >
        <p>Their HSN code and GST rate stay as they are.</p>
        <SelectField
          label="New category"
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          className="mt-4"
        >
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
              {category.status === 'inactive' ? ' (inactive)' : ''}
            </option>
          ))}
        </SelectField>
      </ConfirmDialog>
    </>
  );
}
