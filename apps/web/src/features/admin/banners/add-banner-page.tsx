import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AdminBanner } from '@labshop/domain/api/admin';
import { BANNER_TYPES, STATUSES, type BannerType, type Status } from '@labshop/domain/constants';
import { bannerImageProblem } from '@labshop/domain/validation/banner';
import { ApiError } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { FormError, SelectField } from '../../../components/form-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { ImagePicker } from '../admin-ui.tsx';
import { BANNER_TEXT, useSaveBanner } from './api.ts';

/** Add, or edit when the list passed a banner in the navigation state. */
export function AddBannerPage() {
  const editing = (useLocation().state as { banner?: AdminBanner } | null)?.banner ?? null;
  const title = editing ? 'Edit Banner' : 'Add Banner';
  const lead = 'A primary or secondary home-page banner: a PNG or JPEG image of up to 1 MB.';
  usePageMeta(title, lead);
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const save = useSaveBanner(editing?._id ?? null);
  const [type, setType] = useState<BannerType>(editing?.type ?? 'primary');
  const [status, setStatus] = useState<Status>(editing?.status ?? 'active');
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = bannerImageProblem(file, !editing);
    setImageError(problem ?? undefined);
    if (problem) return;
    const form = new FormData();
    form.append('type', type);
    form.append('status', status);
    if (file) form.append('image', file);
    save.mutate(form, {
      onSuccess: (answer) => {
        showAlert('success', answer.message);
        navigate('/admin-manage-banners');
      },
      onError: (error) => {
        console.error(BANNER_TEXT.uploadFailed, error);
        if (error instanceof ApiError && error.errors.image) setImageError(error.errors.image);
        setFormError(
          error instanceof ApiError && error.status < 500
            ? error.message
            : BANNER_TEXT.uploadFailed,
        );
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
        <SelectField
          label="Type"
          value={type}
          onChange={(event) =>
            setType(event.target.value === 'secondary' ? 'secondary' : 'primary')
          }
        >
          {BANNER_TYPES.map((option) => (
            <option key={option} value={option}>
              {option === 'primary' ? 'Primary' : 'Secondary'}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value === 'inactive' ? 'inactive' : 'active')}
          hint="Only active banners are shown, in their position order."
        >
          {STATUSES.map((option) => (
            <option key={option} value={option}>
              {option === 'active' ? 'Active' : 'Inactive'}
            </option>
          ))}
        </SelectField>
        <ImagePicker
          label="Image"
          file={file}
          currentUrl={editing?.image}
          error={imageError}
          hint={
            editing
              ? 'PNG or JPEG, at most 1 MB. Leave empty to keep the current image.'
              : 'PNG or JPEG, at most 1 MB. Wide images suit the carousel best.'
          }
          onPick={setFile}
          wide
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isBusy={save.isPending} busyLabel="Saving...">
            {editing ? 'Update Banner' : 'Add Banner'}
          </Button>
          <Link to="/admin-manage-banners" className={buttonClass('secondary')}>
            Cancel
          </Link>
        </div>
      </form>
    </PageFrame>
  );
}
