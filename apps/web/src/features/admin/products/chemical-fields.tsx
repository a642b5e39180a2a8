import { CAS_NUMBER_MAX_LENGTH } from '@labshop/domain/chemicals/cas-number';
import {
  CHEMICAL_GRADES,
  CHEMICAL_LABELS,
  CHEMICAL_TEXT_MAX,
} from '@labshop/domain/chemicals/chemical-details';
import { PRODUCT_FIELD_LABELS } from '@labshop/domain/validation/product-form';
import { type ProductFormValues } from '@labshop/domain/validation/product-form-values';
import { TextField } from '../../../components/form-field.tsx';
import { GhsFields } from './ghs-fields.tsx';
import type { ProductErrors } from './product-form-values.ts';

const above = 'above' as const;

/** A chemical's CAS number, formula, grade, purity and GHS label; blank for every other product. */
type ChemicalFieldsProps = {
  values: ProductFormValues;
  errors: ProductErrors;
  set: (patch: Partial<ProductFormValues>) => void;
};

export function ChemicalFields({ values, errors, set }: ChemicalFieldsProps) {
  return (
    <>
      <TextField
        label={PRODUCT_FIELD_LABELS.casNumber}
        maxLength={CAS_NUMBER_MAX_LENGTH}
        value={values.casNumber}
        onChange={(e) => set({ casNumber: e.target.value })}
        error={errors.casNumber}
        errorPosition={above}
        hint="Chemicals only, e.g. 67-64-1; shoppers can search by it."
      />
      <TextField
        label={CHEMICAL_LABELS.formula}
        maxLength={CHEMICAL_TEXT_MAX.formula}
        value={values.formula}
        onChange={(e) => set({ formula: e.target.value })}
        error={errors.formula}
        errorPosition={above}
        hint="Chemicals only, e.g. C3H6O."
      />
      <TextField
        label={CHEMICAL_LABELS.grade}
        maxLength={CHEMICAL_TEXT_MAX.grade}
        list="chemical-grades"
        value={values.grade}
        onChange={(e) => set({ grade: e.target.value })}
        error={errors.grade}
        errorPosition={above}
        hint="AR, LR, HPLC..."
      />
      <datalist id="chemical-grades">
        {CHEMICAL_GRADES.map((grade) => (
          <option key={grade} value={grade} />
        ))}
      </datalist>
      <TextField
        label={CHEMICAL_LABELS.purity}
        maxLength={CHEMICAL_TEXT_MAX.purity}
        value={values.purity}
        onChange={(e) => set({ purity: e.target.value })}
        error={errors.purity}
        errorPosition={above}
        hint="The assay, e.g. ≥99.5%."
      />
      <GhsFields values={values.ghs} errors={errors} set={(ghs) => set({ ghs })} />
    </>
  );
}
