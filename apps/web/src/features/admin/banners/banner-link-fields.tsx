import { useId, useState } from 'react';
import { BANNER_LINK_LABELS } from '@labshop/domain/banner-links';
import { BANNER_LINK_TYPES, type BannerLinkType } from '@labshop/domain/constants';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import { FieldError, inputClass, SelectField, TextField } from '../../../components/form-field.tsx';
import { useSearchSuggestions } from '../../../components/use-search-suggestions.ts';
import { useAdminCategories } from '../categories/api.ts';

export interface BannerLink {
  linkType: BannerLinkType;
  /** Category id, product id or URL, kept per type so switching back restores the choice. */
  targets: Record<Exclude<BannerLinkType, 'none'>, string>;
  /** The chosen product's name, shown instead of its id. */
  productName: string;
}

export function emptyTargets(): BannerLink['targets'] {
  return { category: '', product: '', url: '' };
}

type Props = {
  link: BannerLink;
  error?: string;
  onChange: (link: BannerLink) => void;
};

/** Where a click on the banner leads: nothing, a category, a product (found by name) or a URL. */
export function BannerLinkFields({ link, error, onChange }: Props) {
  const setTarget = (type: keyof BannerLink['targets'], value: string, productName?: string) =>
    onChange({
      ...link,
      targets: { ...link.targets, [type]: value },
      productName: productName ?? link.productName,
    });
  return (
    <fieldset className="grid gap-4 rounded-ui border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Link</legend>
      <SelectField
        label="Banner links to"
        value={link.linkType}
        onChange={(event) => {
          const value = BANNER_LINK_TYPES.find((type) => type === event.target.value) ?? 'none';
          onChange({ ...link, linkType: value });
        }}
      >
        {BANNER_LINK_TYPES.map((type) => (
          <option key={type} value={type}>
            {BANNER_LINK_LABELS[type]}
          </option>
        ))}
      </SelectField>
      {link.linkType === 'category' && (
        <CategorySelect
          value={link.targets.category}
          error={error}
          onChange={(id) => setTarget('category', id)}
        />
      )}
      {link.linkType === 'product' && (
        <ProductPicker
          productId={link.targets.product}
          productName={link.productName}
          error={error}
          onPick={(id, name) => setTarget('product', id, name)}
        />
      )}
      {link.linkType === 'url' && (
        <TextField
          label="Web address or page"
          value={link.targets.url}
          maxLength={TEXT_LIMITS.bannerLink}
          placeholder="/filter?query=pipette or https://..."
          hint="An https:// address, or a page of this shop starting with /."
          error={error}
          onChange={(event) => setTarget('url', event.target.value)}
        />
      )}
    </fieldset>
  );
}

function CategorySelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  const categories = useAdminCategories();
  return (
    <SelectField
      label="Category"
      value={value}
      error={error ?? (categories.isError ? 'Categories could not be loaded.' : undefined)}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">
        {categories.isPending ? 'Loading categories...' : 'Choose a category'}
      </option>
      {categories.data?.map((category) => (
        <option key={category._id} value={category._id}>
          {category.name}
          {category.status === 'inactive' ? ' (inactive)' : ''}
        </option>
      ))}
    </SelectField>
  );
}

function ProductPicker({
  productId,
  productName,
  error,
  onPick,
}: {
  productId: string;
  productName: string;
  error?: string;
  onPick: (id: string, name: string) => void;
}) {
  const [text, setText] = useState('');
  const { suggestions, answeredQuery, request, clear } = useSearchSuggestions();
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Product
      </label>
      <p className="text-sm text-slate-700" aria-live="polite">
        {productId ? (
          <>
            Links to <strong className="font-semibold">{productName || productId}</strong>
          </>
        ) : (
          'No product chosen yet.'
        )}
      </p>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={TEXT_LIMITS.searchText}
        placeholder="Find a product by name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        onChange={(event) => {
          setText(event.target.value);
          request(event.target.value);
        }}
      />
      {answeredQuery && suggestions.length === 0 && (
        <p className="text-sm text-slate-600">No product matches “{answeredQuery}”.</p>
      )}
      {suggestions.length > 0 && (
        <ul aria-label="Matching products" className="grid gap-1">
          {suggestions.map((product) => (
            <li key={product._id}>
              <button
                type="button"
                className="min-h-11 w-full rounded-ui border border-slate-200 px-3 py-2 text-left text-sm text-slate-800 hover:border-primary-300 hover:bg-primary-50"
                onClick={() => {
                  onPick(product._id, product.name);
                  setText('');
                  clear();
                }}
              >
                {product.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
