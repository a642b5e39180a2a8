import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AdminProduct } from '@labshop/domain/api/admin';
import { IMAGE_MIME_TYPES, PRODUCT_IMAGE_MAX_BYTES } from '@labshop/domain/constants';
import { COUNT_LIMITS } from '@labshop/domain/limits';
import type { ProductFormValues } from '@labshop/domain/validation/product-form-values';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { useAdminCategories } from '../categories/api.ts';
import { AttributesCard } from './attribute-inputs.tsx';
import { useUnsavedChanges } from '../use-unsaved-changes.tsx';
import { useSaveProduct } from './api.ts';
import {
  Card,
  DeliveryCard,
  InformationCard,
  PricingCard,
  StatusCard,
  VariantsCard,
} from './product-form-cards.tsx';
import { ProductImagesField } from './product-images-field.tsx';
import { SafetyDataSheetCard } from './safety-data-sheet-card.tsx';
import { QuantityPricesCard } from './price-break-rows.tsx';
import { SpecsCard } from './spec-rows.tsx';
import {
  checkProduct,
  gstAfterCategoryChange,
  toFormData,
  valuesOf,
  type ProductErrors,
} from './product-form-values.ts';

const FILE_PROBLEM = `Images must be PNG or JPEG of at most ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;

/** Add mode, or edit mode when the list passed a product in the navigation state. */
export function AddProductPage() {
  const editing = (useLocation().state as { product?: AdminProduct } | null)?.product ?? null;
  const title = editing ? 'Edit Product' : 'Add New Product';
  const lead =
    'Product information, pricing and stock, status, delivery options, variants, specifications and images.';
  usePageMeta(title, lead);
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const categories = useAdminCategories();
  const save = useSaveProduct(editing?._id ?? null);
  const [values, setValues] = useState<ProductFormValues>(() => valuesOf(editing));
  const [kept, setKept] = useState<string[]>(editing?.images ?? []);
  const [removed, setRemoved] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loaded] = useState(() => JSON.stringify(valuesOf(editing)));
  const unsaved = useUnsavedChanges(
    JSON.stringify(values) !== loaded || files.length > 0 || removed.length > 0,
  );

  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, take the keyboard (and the eye) to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = (patch: Partial<ProductFormValues>) => setValues((old) => ({ ...old, ...patch }));
  // A product takes its category's HSN code and GST rate unless the admin typed their own.
  const pickCategory = (categoryId: string) =>
    setValues((old) => ({
      ...old,
      ...gstAfterCategoryChange(old, categories.data ?? [], categoryId),
      category: categoryId,
      // Attributes belong to a category: another category has other ones.
      attributes: categoryId === old.category ? old.attributes : {},
    }));
  const submitLabel = editing ? 'Update Product' : 'Add Product';

  function addFiles(picked: File[]) {
    const isBad = picked.some(
      (file) =>
        !IMAGE_MIME_TYPES.some((type) => type === file.type) || file.size > PRODUCT_IMAGE_MAX_BYTES,
    );
    const room = COUNT_LIMITS.productImages - kept.length - files.length;
    const good = picked.filter(
      (file) =>
        IMAGE_MIME_TYPES.some((type) => type === file.type) && file.size <= PRODUCT_IMAGE_MAX_BYTES,
    );
    setFiles((old) => [...old, ...good.slice(0, room)]);
    setErrors((old) => {
      const { image: _image, ...rest } = old;
      return isBad ? { ...rest, image: FILE_PROBLEM } : rest;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkProduct(values, kept.length + files.length);
    setErrors(found);
    setFormError(Object.keys(found).length > 0 ? 'Please correct the marked fields.' : null);
    if (Object.keys(found).length > 0) return;
    save.mutate(toFormData(values, files, removed, editing), {
      onSuccess: (answer) => {
        unsaved.markSaved();
        showAlert('success', answer.message);
        void navigate('/admin-manage-product');
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.errors);
        setFormError(errorMessage(error));
        console.error('Product save failed', error);
      },
    });
  }

  return (
    <PageFrame title={title} lead={lead}>
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
        <FormError message={formError} />
        <div className="grid gap-6 lg:grid-cols-2">
          <InformationCard
            values={values}
            errors={errors}
            categories={categories.data ?? []}
            set={set}
            onCategory={pickCategory}
          />
          <PricingCard values={values} errors={errors} categories={[]} set={set} loaded={editing} />
          <StatusCard values={values} errors={errors} categories={[]} set={set} />
          <DeliveryCard values={values} errors={errors} categories={[]} set={set} />
        </div>
        <QuantityPricesCard values={values} errors={errors} set={set} />
        <VariantsCard values={values} errors={errors} categories={[]} set={set} loaded={editing} />
        <AttributesCard values={values} errors={errors} set={set} />
        <SpecsCard values={values} errors={errors} set={set} />
        <Card title="Images">
          <div className="sm:col-span-2">
            <ProductImagesField
              kept={kept}
              files={files}
              error={errors.image}
              onRemoveKept={(url) => {
                setKept((old) => old.filter((item) => item !== url));
                setRemoved((old) => [...old, url]);
              }}
              onAddFiles={addFiles}
              onRemoveFile={(file) => setFiles((old) => old.filter((item) => item !== file))}
            />
          </div>
        </Card>
        {editing && <SafetyDataSheetCard productId={editing._id} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isBusy={save.isPending} busyLabel={`${submitLabel}...`}>
            {submitLabel}
          </Button>
          <Link to="/admin-manage-Product" className={buttonClass('secondary')}>
            Cancel
          </Link>
        </div>
      </form>
      {unsaved.dialog}
    </PageFrame>
  );
}
