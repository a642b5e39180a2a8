// The names of a chemical's details as the product page and the admin form show them, apart
// from their rules so that a shop page showing them does not load the validation library.

export const CAS_NUMBER_LABEL = 'CAS number';

export const CHEMICAL_LABELS = {
  formula: 'Molecular formula',
  grade: 'Grade',
  purity: 'Purity',
} as const;
