import { useState } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import type { CategoryAttribute } from '@labshop/domain/api/attributes';
import {
  ATTRIBUTE_KIND_LABELS,
  ATTRIBUTE_LIMITS,
} from '@labshop/domain/attributes/attribute-kinds';
import { errorMessage } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { AttributeForm } from './attribute-form.tsx';
import {
  useCategoryAttributes,
  useDeleteAttribute,
  useReorderAttributes,
} from './attributes-api.ts';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-ui border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300';

/** What a row says of an attribute: "Number, mg · filter", "Choice: AR, HPLC · filter". */
function describe(attribute: CategoryAttribute): string {
  const kind = ATTRIBUTE_KIND_LABELS[attribute.kind];
  const detail =
    attribute.kind === 'number' && attribute.unit
      ? `${kind}, ${attribute.unit}`
      : attribute.kind === 'choice'
        ? `${kind}: ${attribute.choices.join(', ')}`
        : kind;
  return attribute.isFacet ? `${detail} · filter` : detail;
}

/** The category's typed specifications: listed in order, added, edited, moved and deleted. */
export function CategoryAttributes({ categoryId }: { categoryId: string }) {
  const attributes = useCategoryAttributes(categoryId);
  const reorder = useReorderAttributes(categoryId);
  const remove = useDeleteAttribute(categoryId);
  const { showAlert } = useAlert();
  // 'new', an attribute's id, or null when no form is open.
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CategoryAttribute | null>(null);
  const list = attributes.data ?? [];
  const isFull = list.length >= ATTRIBUTE_LIMITS.perCategory;

  function move(index: number, by: -1 | 1) {
    const order = list.map((attribute) => attribute._id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    reorder.mutate(order, { onError: (error) => showAlert('error', errorMessage(error)) });
  }

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: (answer) => showAlert('success', answer.message),
      onError: (error) => showAlert('error', errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section aria-labelledby="attributes-heading" className="mt-10 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="attributes-heading" className="text-lg font-semibold text-slate-900">
            Attributes
          </h2>
          <p className="text-sm text-slate-600">
            Typed specifications of this category’s products, in the order the product page shows
            them; filters appear on the product list.
          </p>
        </div>
        {editingId !== 'new' && (
          <Button
            type="button"
            variant="secondary"
            disabled={isFull}
            onClick={() => setEditingId('new')}
            className="h-10"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add attribute
          </Button>
        )}
      </div>
      {isFull && (
        <p className="text-sm text-slate-600">
          A category has at most {ATTRIBUTE_LIMITS.perCategory} attributes.
        </p>
      )}
      {editingId === 'new' && (
        <AttributeForm categoryId={categoryId} editing={null} onDone={() => setEditingId(null)} />
      )}
      {attributes.isError ? (
        <LoadFailed
          what="Attributes"
          onRetry={() => void attributes.refetch()}
          isRetrying={attributes.isFetching}
        />
      ) : attributes.isPending ? (
        <p className="text-sm text-slate-600">Loading attributes…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">No attributes yet.</p>
      ) : (
        <ol
          aria-label="Attributes"
          className="divide-y divide-slate-200 rounded-ui border border-slate-200 bg-white"
        >
          {list.map((attribute, index) => (
            <li key={attribute._id} className="p-3">
              {editingId === attribute._id ? (
                <AttributeForm
                  categoryId={categoryId}
                  editing={attribute}
                  onDone={() => setEditingId(null)}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-medium text-slate-900">{attribute.label}</p>
                    <p className="break-words text-sm text-slate-600">
                      <code className="text-xs text-slate-500">{attribute.key}</code> ·{' '}
                      {describe(attribute)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Move ${attribute.label} up`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Move ${attribute.label} down`}
                      disabled={index === list.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Edit ${attribute.label}`}
                      onClick={() => setEditingId(attribute._id)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-danger-700`}
                      aria-label={`Delete ${attribute.label}`}
                      onClick={() => setToDelete(attribute)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={`Delete the attribute ${toDelete?.label ?? ''}?`}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        confirmLabel="Delete"
        cancelLabel="Keep"
        isBusy={remove.isPending}
      >
        Every product’s value of it is deleted too.
      </ConfirmDialog>
    </section>
  );
}
