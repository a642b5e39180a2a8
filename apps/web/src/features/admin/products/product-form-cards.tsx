import type { ReactNode } from 'react';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import { GST_FIELD_LABELS, GST_RATES } from '@labshop/domain/gst/gst-rates';
import type { ProductFormValues } from '@labshop/domain/validation/product-form-values';
import { FieldError, SelectField, TextField } from '../../../components/form-field.tsx';
import type { AdminCategory, AdminProduct } from '@labshop/domain/api/admin';
import type { ProductErrors } from './product-form-values.ts';
import { ChemicalFields } from './chemical-fields.tsx';
import { stockCountsText } from './stock-counts.ts';
import { VariantRows } from './variant-rows.tsx';

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

type CardsProps = {
  values: ProductFormValues;
  errors: ProductErrors;
  categories: AdminCategory[];
  set: (patch: Partial<ProductFormValues>) => void;
  /** The product as the edit form opened it; null when adding. */
  loaded?: AdminProduct | null;
};

const above = 'above' as const;

export function InformationCard({
  values,
  errors,
  categories,
  set,
  onCategory,
}: CardsProps & { onCategory: (categoryId: string) => void }) {
  return (
    <Card title="Product Information">
      <TextField
        label="Name"
        value={values.name}
        maxLength={TEXT_LIMITS.productName}
        onChange={(e) => set({ name: e.target.value })}
        error={errors.name}
        errorPosition={above}
      />
      <SelectField
        label="Category"
        value={values.category}
        onChange={(e) => onCategory(e.target.value)}
        error={errors.category}
        errorPosition={above}
      >
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
            {category.status === 'inactive' ? ' (inactive)' : ''}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <label htmlFor="product-description" className="block text-sm font-medium text-slate-800">
          Description
        </label>
        <FieldError id="product-description-error" message={errors.description} />
        <textarea
          id="product-description"
          rows={4}
          value={values.description}
          maxLength={TEXT_LIMITS.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'product-description-error' : undefined}
          onChange={(e) => set({ description: e.target.value })}
          className="mt-1.5 block w-full rounded-ui border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 hover:border-slate-400 focus:border-primary-600 aria-invalid:border-danger-600 sm:text-sm"
        />
      </div>
      <TextField
        label="Brand"
        value={values.brand}
        maxLength={TEXT_LIMITS.brand}
        onChange={(e) => set({ brand: e.target.value })}
        error={errors.brand}
        errorPosition={above}
      />
      <TextField
        label="SKU"
        value={values.sku}
        maxLength={TEXT_LIMITS.sku}
        onChange={(e) => set({ sku: e.target.value })}
        error={errors.sku}
        errorPosition={above}
      />
    </Card>
  );
}

export function PricingCard({ values, errors, set, loaded }: CardsProps) {
  return (
    <Card title="Pricing & Stock">
      <TextField
        label="MRP (₹)"
        inputMode="decimal"
        value={values.mrp}
        onChange={(e) => set({ mrp: e.target.value })}
        error={errors.mrp}
        errorPosition={above}
      />
      <TextField
        label="Selling Price (₹)"
        inputMode="decimal"
        value={values.sellingPrice}
        onChange={(e) => set({ sellingPrice: e.target.value })}
        error={errors.sellingPrice}
        errorPosition={above}
      />
      <TextField
        label="Stock"
        inputMode="numeric"
        value={values.inStock}
        onChange={(e) => set({ inStock: e.target.value })}
        error={errors.inStock}
        errorPosition={above}
        hint={
          loaded
            ? stockCountsText({ stock: loaded.inStock, reserved: loaded.reserved })
            : 'Units on hand.'
        }
      />
      <TextField
        label="Minimum Product Alert"
        inputMode="numeric"
        value={values.minProductAlert}
        onChange={(e) => set({ minProductAlert: e.target.value })}
        error={errors.minProductAlert}
        errorPosition={above}
        hint="Marked low in the product list below this stock."
      />
      <TextField
        label={GST_FIELD_LABELS.hsnCode}
        inputMode="numeric"
        maxLength={8}
        value={values.hsnCode}
        onChange={(e) => set({ hsnCode: e.target.value })}
        error={errors.hsnCode}
        errorPosition={above}
        hint="4, 6 or 8 digits, printed on invoices; the category's unless changed."
      />
      <SelectField
        label={`${GST_FIELD_LABELS.gstRatePercent} (%)`}
        value={values.gstRatePercent}
        onChange={(e) => set({ gstRatePercent: e.target.value })}
        error={errors.gstRatePercent}
        errorPosition={above}
      >
        {GST_RATES.map((rate) => (
          <option key={rate} value={String(rate)}>
            {rate}%
          </option>
        ))}
      </SelectField>
      <ChemicalFields values={values} errors={errors} set={set} />
    </Card>
  );
}

export function StatusCard({ values, errors, set }: CardsProps) {
  return (
    <Card title="Status">
      <SelectField
        label="Featured"
        value={values.isFeatured ? 'yes' : 'no'}
        onChange={(e) => set({ isFeatured: e.target.value === 'yes' })}
        error={errors.isFeatured}
        errorPosition={above}
      >
        <option value="no">No</option>
        <option value="yes">Yes</option>
      </SelectField>
      <SelectField
        label="Status"
        value={values.status}
        onChange={(e) => set({ status: e.target.value === 'inactive' ? 'inactive' : 'active' })}
        error={errors.status}
        errorPosition={above}
      >
        <option value="active">Active</option>
        <option value="inactive">Inactive</option>
      </SelectField>
      <TextField
        label="Tags"
        className="sm:col-span-2"
        value={values.tags}
        onChange={(e) => set({ tags: e.target.value })}
        error={errors.tags}
        errorPosition={above}
        hint="Separate tags with commas, e.g. glassware, borosilicate."
      />
    </Card>
  );
}

export function DeliveryCard({ values, errors, set }: CardsProps) {
  const { type, charge } = values.deliveryOptions;
  return (
    <Card title="Delivery Options">
      <SelectField
        label="Delivery Type"
        value={type}
        onChange={(e) =>
          set({
            deliveryOptions: { type: e.target.value === 'pickup' ? 'pickup' : 'home', charge },
          })
        }
        error={errors['deliveryOptions.type']}
        errorPosition={above}
      >
        <option value="home">Direct Delivery</option>
        <option value="pickup">Pickup</option>
      </SelectField>
      <TextField
        label="Delivery Time Estimate (days)"
        inputMode="numeric"
        value={values.deliveryTimeEstimate}
        onChange={(e) => set({ deliveryTimeEstimate: e.target.value })}
        error={errors.deliveryTimeEstimate}
        errorPosition={above}
      />
      {type === 'home' && (
        <TextField
          label="Delivery Charge (₹)"
          inputMode="decimal"
          value={charge}
          onChange={(e) => set({ deliveryOptions: { type, charge: e.target.value } })}
          error={errors['deliveryOptions.charge']}
          errorPosition={above}
        />
      )}
      <SelectField
        label="Perishable"
        value={values.isPerishable ? 'yes' : 'no'}
        onChange={(e) => set({ isPerishable: e.target.value === 'yes' })}
        error={errors.isPerishable}
        errorPosition={above}
        hint="Perishable products cannot be returned; the product page says so."
      >
        <option value="no">No</option>
        <option value="yes">Yes</option>
      </SelectField>
    </Card>
  );
}

export function VariantsCard({ values, errors, set, loaded }: CardsProps) {
  return (
    <section
      aria-label="Variants"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">Variants</h2>
      <div className="mt-4 grid gap-4">
        <SelectField
          label="Has variants"
          className="sm:max-w-xs"
          value={values.variantsEnabled ? 'yes' : 'no'}
          onChange={(e) => {
            const isEnabled = e.target.value === 'yes';
            const variants =
              isEnabled && values.variants.length === 0
                ? [{ name: '', price: '', stock: '' }]
                : values.variants;
            set({ variantsEnabled: isEnabled, variants });
          }}
          error={errors.variantsEnabled}
          errorPosition={above}
        >
          <option value="no">No</option>
          <option value="yes">Yes</option>
        </SelectField>
        {values.variantsEnabled && (
          <VariantRows
            variants={values.variants}
            loaded={loaded?.variants ?? []}
            errors={errors}
            onChange={(variants) => set({ variants })}
          />
        )}
      </div>
    </section>
  );
}
