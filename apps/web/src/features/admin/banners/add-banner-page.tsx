import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AdminBanner } from '@labshop/domain/api/admin';
import { BANNER_TYPES, STATUSES, type BannerType, type Status } from '@labshop/domain/constants';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import { bannerContentSchema, bannerImageProblem } from '@labshop/domain/validation/banner';
import { fieldErrors } from '@labshop/domain/validation/field-errors';
import { ApiError } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/form-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { ImagePicker } from '../admin-ui.tsx';
import { useUnsavedChanges } from '../use-unsaved-changes.tsx';
import { BANNER_TEXT, useSaveBanner } from './api.ts';
import { BannerLinkFields, emptyTargets, type BannerLink } from './banner-link-fields.tsx';

function initialLink(banner: AdminBanner | null): BannerLink {
  const targets = emptyTargets();
  if (banner && banner.linkType !== 'none') targets[banner.linkType] = banner.linkTarget;
  return {
    linkType: banner?.linkType ?? 'none',
    targets,
    productName: banner?.linkType === 'product' ? banner.linkLabel : '',
  };
}

/** Add, or edit when the list passed a banner in the navigation state. */
export function AddBannerPage() {
  const editing = (useLocation().state as { banner?: AdminBanner } | null)?.banner ?? null;
  const title = editing ? 'Edit Banner' : 'Add Banner';
  const lead =
    'A primary or secondary home-page banner: a PNG or JPEG image of up to 1 MB, with a headline drawn over it and an optional link.';
  usePageMeta(title, lead);
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const save = useSaveBanner(editing?._id ?? null);
  const [type, setType] = useState<BannerType>(editing?.type ?? 'primary');
  const [status, setStatus] = useState<Status>(editing?.status ?? 'active');
  const [file, setFile] = useState<File | null>(null);
  const [headline, setHeadline] = useState(editing?.headline ?? '');
  const [subtitle, setSubtitle] = useState(editing?.subtitle ?? '');
  const [alt, setAlt] = useState(editing?.alt ?? '');
  const [link, setLink] = useState<BannerLink>(() => initialLink(editing));
  const [imageError, setImageError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The link as it would be saved: a target typed under another link type and left is not kept.
  const fields = JSON.stringify([
    type,
    status,
    headline,
    subtitle,
    alt,
    link.linkType,
    link.linkType === 'none' ? '' : link.targets[link.linkType],
  ]);
  const [loaded] = useState(fields);
  const unsaved = useUnsavedChanges(fields !== loaded || file !== null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = bannerImageProblem(file, !editing);
    setImageError(problem ?? undefined);
    const content = {
      headline,
      subtitle,
      linkType: link.linkType,
      linkTarget: link.linkType === 'none' ? '' : link.targets[link.linkType],
    };
    const checked = bannerContentSchema.safeParse(content);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (problem || !checked.success) return;
    const form = new FormData();
    form.append('type', type);
    form.append('status', status);
    form.append('alt', alt);
    for (const [name, value] of Object.entries(content)) form.append(name, value);
    if (file) form.append('image', file);
    save.mutate(form, {
      onSuccess: (answer) => {
        unsaved.markSaved();
        showAlert('success', answer.message);
        void navigate('/admin-manage-banners');
      },
      onError: (error) => {
        console.error(BANNER_TEXT.uploadFailed, error);
        if (error instanceof ApiError && error.errors.image) setImageError(error.errors.image);
        if (error instanceof ApiError) setErrors(error.errors);
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
        <TextField
          label="Headline"
          value={headline}
          maxLength={TEXT_LIMITS.bannerHeadline}
          hint="Drawn as text over the image, so keep text out of the image itself."
          error={errors.headline}
          onChange={(event) => setHeadline(event.target.value)}
        />
        <TextField
          label="Subtitle"
          value={subtitle}
          maxLength={TEXT_LIMITS.bannerSubtitle}
          error={errors.subtitle}
          onChange={(event) => setSubtitle(event.target.value)}
        />
        <TextField
          label="Alt text"
          value={alt}
          maxLength={150}
          hint="Read out instead of the image when the banner has no headline."
          error={errors.alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <BannerLinkFields
          link={link}
          error={errors.linkTarget ?? errors.linkType}
          onChange={setLink}
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
      {unsaved.dialog}
    </PageFrame>
  );
}
