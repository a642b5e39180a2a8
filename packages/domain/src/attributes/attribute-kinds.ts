// What a category attribute is: its kinds, the units offered for numbers, their UN/CEFACT
// codes (for schema.org's unitCode) and the bounds every attribute and value is held to.

export const ATTRIBUTE_KINDS = ['number', 'choice', 'boolean', 'text'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Kinds a shopper can filter by; free text has no facet. */
export const FACET_KINDS = ['number', 'choice', 'boolean'] as const satisfies AttributeKind[];

export const ATTRIBUTE_KIND_LABELS: Readonly<Record<AttributeKind, string>> = {
  number: 'Number',
  choice: 'Choice',
  boolean: 'Yes/no',
  text: 'Text',
};

export const ATTRIBUTE_LIMITS = {
  perCategory: 30,
  label: 60,
  key: 40,
  choices: 50,
  choice: 60,
  unit: 12,
  /** A text value, as long as a free-text specification's. */
  textValue: 200,
  /** Any number an instrument's sheet prints fits well within this. */
  numberAbsMax: 1e12,
} as const;

// The UN/CEFACT Recommendation 20 code of each unit that has one; a unit missing here is
// still allowed (up to 12 characters), it just carries no unitCode.
export const UNIT_CODES: Readonly<Record<string, string>> = {
  mg: 'MGM',
  g: 'GRM',
  kg: 'KGM',
  µl: '4G',
  ml: 'MLT',
  l: 'LTR',
  nm: 'C45',
  µm: '4H',
  mm: 'MMT',
  cm: 'CMT',
  m: 'MTR',
  rpm: 'RPM',
  '°C': 'CEL',
  K: 'KEL',
  '%': 'P1',
  ppm: '59',
  W: 'WTT',
  kW: 'KWT',
  V: 'VLT',
  A: 'AMP',
  Hz: 'HTZ',
  s: 'SEC',
  min: 'MIN',
  h: 'HUR',
  bar: 'BAR',
  Pa: 'PAL',
  kPa: 'KPA',
};

/** The units the admin form offers; pH and × (magnification) have no UN/CEFACT code. */
export const ATTRIBUTE_UNITS: readonly string[] = [...Object.keys(UNIT_CODES), 'pH', '×'];

export const ATTRIBUTE_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

const UNIT_WORDS: Readonly<Record<string, string>> = { '%': 'percent', '°C': 'c', µl: 'ul' };

/** The key an attribute gets when the admin leaves it blank: 'Readability' + mg -> readability_mg. */
export function attributeKeyFrom(label: string, unit = ''): string {
  const unitWord = UNIT_WORDS[unit] ?? unit;
  const slug = `${label} ${unitWord}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '');
  return slug.slice(0, ATTRIBUTE_LIMITS.key).replace(/_+$/, '');
}

/** "0.1 mg", "Yes", "AR": a value as the specifications table prints it. */
export function formatAttributeValue(
  kind: AttributeKind,
  value: number | string | boolean,
  unit: string,
): string {
  if (kind === 'boolean') return value === true ? 'Yes' : 'No';
  if (kind === 'number') return unit ? `${String(value)} ${unit}` : String(value);
  return String(value);
}
