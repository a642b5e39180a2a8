import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AdminCategory } from '@labshop/domain/api/admin';
import { STATUSES, type Status } from '@labshop/domain/constants';
import {
  CATEGORY_MESSAGES,
  categoryAddProblem,
  categoryNameProblem,
  imageProblem,
} from '@labshop/domain/validation/category';
import {
  GST_FIELD_LABELS,
  GST_RATES,
  gstRateProblem,
  hsnCodeProblem,
} from '@labshop/domain/gst/gst-rates';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/form-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { CategoryAttributes } from './category-attributes.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { ImagePicker } from '../admin-ui.tsx';
import { useUnsavedChanges } from '../use-unsaved-changes.tsx';
import { useSaveCategory } from './api.ts';

type Errors = Partial<Record<'name' | 'image' | 'status' | 'hsnCode' | 'gstRatePercent', string>>;

// What the shop gives a category that was never given its own (the columns' defaults).
const SHOP_GST_DEFAULTS = { hsnCode: '9027', gstRatePercent: 18 } as const;

/** Add, or edit when the list passed a category in the navigation state. */
export function AddCategoryPage() {
  const editing = (useLocation().state as { category?: AdminCategory } | null)?.category ?? null;
  const title = editing ? 'Edit Category' : 'Add Category';
  const lead =
    'A name, a status, a PNG or JPEG image of up to 1 MB, and the HSN code and GST rate its new products start with.';
  usePageMeta(title, lead);
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const save = useSaveCategory(editing?._id ?? null);
  const [name, setName] = useState(editing?.name ?? '');
  const [status, setStatus] = useState<Status>(editing?.status ?? 'active');
  const [file, setFile] = useState<File | null>(null);
  const [hsnCode, setHsnCode] = useState(editing?.hsnCode ?? SHOP_GST_DEFAULTS.hsnCode);
  const [gstRatePercent, setGstRatePercent] = useState(
    String(editing?.gstRatePercent ?? SHOP_GST_DEFAULTS.gstRatePercent),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fields = JSON.stringify([name, status, hsnCode, gstRatePercent]);
  const [loaded] = useState(fields);
  const unsaved = useUnsavedChanges(fields !== loaded || file !== null);

  function check(): boolean {
    const next: Errors = {};
    const incomplete = editing ? null : categoryAddProblem({ name, image: file });
    const nameProblem = categoryNameProblem(name);
    if (nameProblem) next.name = nameProblem;
    const hsnProblem = hsnCodeProblem(hsnCode);
    if (hsnProblem) next.hsnCode = hsnProblem;
    const rateProblem = gstRateProblem(gstRatePercent);
    if (rateProblem) next.gstRatePercent = rateProblem;
    if (file) {
      const problem = imageProblem(file);
      if (problem) next.image = problem;
    } else if (!editing) {
      next.image = CATEGORY_MESSAGES.incomplete;
    }
    setErrors(next);
    setFormError(incomplete);
    return !incomplete && Object.keys(next).length === 0;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    const form = new FormData();
    form.append('name', name.trim());
    form.append('status', status);
    form.append('hsnCode', hsnCode.trim());
    form.append('gstRatePercent', gstRatePercent);
    if (file) form.append('image', file);
    save.mutate(form, {
      onSuccess: (answer) => {
        unsaved.markSaved();
        showAlert('success', answer.message);
        void navigate('/admin-manage-category');
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.errors);
        setFormError(errorMessage(error));
        console.error('Category save failed', error);
      },
    });
  }

  return (
    <PageFrame title={title} lead={lead} width="narrow">
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-6 rounded-ui border border-slate-200 bg-white p-6 shadow-card"
      >
        <FormError message={formError} />
        <TextField
          label="Name"
          name="name"
          value={name}
          maxLength={60}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <SelectField
          label="Status"
          name="status"
          value={status}
          onChange={(event) => setStatus(event.target.value as Status)}
          error={errors.status}
        >
          {STATUSES.map((option) => (
            <option key={option} value={option}>
              {option === 'active' ? 'Active' : 'Inactive'}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            label={GST_FIELD_LABELS.hsnCode}
            name="hsnCode"
            inputMode="numeric"
            maxLength={8}
            autoComplete="off"
            value={hsnCode}
            onChange={(event) => setHsnCode(event.target.value)}
            error={errors.hsnCode}
            hint="4, 6 or 8 digits; new products start with these."
          />
          <SelectField
            label={`${GST_FIELD_LABELS.gstRatePercent} (%)`}
            name="gstRatePercent"
            value={gstRatePercent}
            onChange={(event) => setGstRatePercent(event.target.value)}
            error={errors.gstRatePercent}
          >
            {GST_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </SelectField>
        </div>
        <ImagePicker
          label="Image"
          file={file}
          currentUrl={editing?.image || undefined}
          error={errors.image}
          hint={
            editing
              ? 'PNG or JPEG, at most 1 MB. Leave empty to keep the current image.'
              : 'PNG or JPEG, at most 1 MB.'
          }
          onPick={setFile}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isBusy={save.isPending} busyLabel="Saving...">
            {editing ? 'Update Category' : 'Add Category'}
          </Button>
          <Link to="/admin-manage-category" className={buttonClass('secondary')}>
            Cancel
          </Link>
        </div>
      </form>
      {editing && <CategoryAttributes categoryId={editing._id} />}
      {unsaved.dialog}
    </PageFrame>
  );
}
