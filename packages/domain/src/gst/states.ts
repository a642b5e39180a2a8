// India's states and union territories with the two-digit codes the GST portal gives them.
// The codes open every GSTIN and name the place of supply on a tax invoice.

export type StateKind = 'state' | 'union-territory' | 'other-territory';

export interface GstState {
  readonly code: string;
  readonly name: string;
  readonly kind: StateKind;
}

const STATE_TABLE: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', kind: 'union-territory' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'union-territory' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '07', name: 'Delhi', kind: 'union-territory' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  // 25 (Daman and Diu) merged into 26 in 2020 and its GSTINs were re-issued under 26.
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union-territory' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  // 28 was undivided Andhra Pradesh; GST began after 2014's split, so it issues 36 and 37 only.
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '31', name: 'Lakshadweep', kind: 'union-territory' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'union-territory' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'union-territory' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'union-territory' },
  // Offshore areas (continental shelf, exclusive economic zone): real registrations carry 97.
  { code: '97', name: 'Other Territory', kind: 'other-territory' },
];

/** Every code a GSTIN may open with and an invoice may name as its place of supply. */
export const GST_STATES: readonly GstState[] = STATE_TABLE;

const byName = (a: GstState, b: GstState) => a.name.localeCompare(b.name, 'en');

/** The 28 states and 8 union territories in alphabetical order, for the address form's State. */
// sort() on filter()'s fresh array, not toSorted(): the web bundle also reaches older browsers.
export const INDIAN_STATES: readonly GstState[] = STATE_TABLE.filter(
  (state) => state.kind !== 'other-territory',
).sort(byName);

/** `<option value={value}>{label}</option>`: addresses keep the state's name, as the spec's field does. */
export const STATE_SELECT_OPTIONS: readonly { value: string; label: string }[] = INDIAN_STATES.map(
  (state) => ({ value: state.name, label: state.name }),
);

const BY_CODE = new Map(STATE_TABLE.map((state) => [state.code, state]));

export function stateByCode(code: string): GstState | undefined {
  return BY_CODE.get(code);
}

export function isGstStateCode(code: string): boolean {
  return BY_CODE.has(code);
}

// Older or everyday spellings people type into a free-text State field.
const ALIASES = new Map([
  ['orissa', '21'],
  ['pondicherry', '34'],
  ['uttaranchal', '05'],
  ['new delhi', '07'],
  ['nct of delhi', '07'],
  ['national capital territory of delhi', '07'],
  ['chattisgarh', '22'],
  ['dadra and nagar haveli', '26'],
  ['daman and diu', '26'],
  ['andaman and nicobar', '35'],
  ['j and k', '01'],
]);

function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_NAME = new Map(STATE_TABLE.map((state) => [nameKey(state.name), state]));

/** The state an address names, forgiving case, spacing, '&' and the old names (Orissa, Pondicherry). */
export function stateByName(name: string): GstState | undefined {
  const key = nameKey(name);
  const alias = ALIASES.get(key);
  return BY_NAME.get(key) ?? (alias === undefined ? undefined : BY_CODE.get(alias));
}

/**
 * The state or union territory an address may name, in its official spelling: one of the 36 of
 * INDIAN_STATES, found as forgivingly as stateByName. Offshore 'Other Territory' is no address.
 */
export function indianStateNamed(name: string): GstState | undefined {
  const state = stateByName(name);
  return state?.kind === 'other-territory' ? undefined : state;
}

/** 'Tamil Nadu (33)': how an invoice names a place of supply. */
export function describeState(state: GstState): string {
  return `${state.name} (${state.code})`;
}
