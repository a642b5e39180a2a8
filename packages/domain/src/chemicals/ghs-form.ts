import type { GhsPictogram, GhsSignalWord } from './ghs-lists.ts';
import { statementCodesOf, type GhsClassification } from './ghs.ts';

// The admin form's hazards section as its inputs hold it: checkboxes, a select, and the
// statements as typed codes. What it sends is the API's shape, read by the same ghsField.

export interface GhsFormValues {
  pictograms: GhsPictogram[];
  signalWord: '' | GhsSignalWord;
  /** Codes separated by commas, spaces or lines: "H225, H319". */
  hazardStatements: string;
  precautionaryStatements: string;
}

export const GHS_FORM_DEFAULTS: GhsFormValues = {
  pictograms: [],
  signalWord: '',
  hazardStatements: '',
  precautionaryStatements: '',
};

export function ghsFormValuesOf(ghs: GhsClassification | null | undefined): GhsFormValues {
  if (!ghs) return GHS_FORM_DEFAULTS;
  return {
    pictograms: [...ghs.pictograms],
    signalWord: ghs.signalWord ?? '',
    hazardStatements: ghs.hazardStatements.join(', '),
    precautionaryStatements: ghs.precautionaryStatements.join(', '),
  };
}

/** The `ghs` field's value before it is checked: unknown codes stay for the checks to name. */
export function ghsInputOf(values: GhsFormValues) {
  return {
    pictograms: values.pictograms,
    signalWord: values.signalWord,
    hazardStatements: statementCodesOf(values.hazardStatements),
    precautionaryStatements: statementCodesOf(values.precautionaryStatements),
  };
}
