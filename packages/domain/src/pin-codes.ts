import { PIN_CODE_DIGITS } from './constants.ts';
import { indianStateNamed, stateByName, type GstState } from './gst/states.ts';

// India Post's PIN codes open with the postal circle (first two digits) and the sorting district
// (first three). A state's circle decides the state of almost every PIN code in it; the longer
// prefixes below are the exceptions: union territories carved out of a circle, and districts
// near a border whose PIN codes serve two states. There the first state is the likelier one,
// the one the address form fills in; every state listed is accepted.

const DNHDD = 'Dadra and Nagar Haveli and Daman and Diu';

const PREFIXES: readonly (readonly [prefix: string, states: readonly string[]])[] = [
  ['11', ['Delhi']],
  ['12', ['Haryana']],
  ['13', ['Haryana']],
  ['14', ['Punjab']],
  ['15', ['Punjab']],
  ['16', ['Punjab']],
  // Chandigarh; Mohali (SAS Nagar, Punjab) shares its sorting district.
  ['160', ['Chandigarh', 'Punjab']],
  ['17', ['Himachal Pradesh']],
  ['18', ['Jammu and Kashmir']],
  ['19', ['Jammu and Kashmir']],
  ['194', ['Ladakh']],
  ['20', ['Uttar Pradesh']],
  ['21', ['Uttar Pradesh']],
  ['22', ['Uttar Pradesh']],
  ['23', ['Uttar Pradesh']],
  ['24', ['Uttar Pradesh']],
  ['25', ['Uttar Pradesh']],
  ['26', ['Uttar Pradesh']],
  ['27', ['Uttar Pradesh']],
  ['28', ['Uttar Pradesh']],
  // Uttarakhand kept the Uttar Pradesh circle's numbers when it was formed in 2000.
  ['244', ['Uttar Pradesh', 'Uttarakhand']],
  ['2447', ['Uttarakhand', 'Uttar Pradesh']],
  ['246', ['Uttarakhand', 'Uttar Pradesh']],
  ['247', ['Uttar Pradesh', 'Uttarakhand']],
  ['248', ['Uttarakhand']],
  ['249', ['Uttarakhand']],
  ['262', ['Uttar Pradesh', 'Uttarakhand']],
  ['263', ['Uttarakhand']],
  ['30', ['Rajasthan']],
  ['31', ['Rajasthan']],
  ['32', ['Rajasthan']],
  ['33', ['Rajasthan']],
  ['34', ['Rajasthan']],
  ['36', ['Gujarat']],
  ['37', ['Gujarat']],
  ['38', ['Gujarat']],
  ['39', ['Gujarat']],
  // Diu (362520) sits among Gir Somnath's numbers; Daman and Silvassa (3962xx) among Valsad's.
  ['3625', ['Gujarat', DNHDD]],
  ['396', ['Gujarat', DNHDD]],
  ['3962', [DNHDD, 'Gujarat']],
  ['40', ['Maharashtra']],
  ['403', ['Goa']],
  ['41', ['Maharashtra']],
  ['42', ['Maharashtra']],
  ['43', ['Maharashtra']],
  ['44', ['Maharashtra']],
  ['45', ['Madhya Pradesh']],
  ['46', ['Madhya Pradesh']],
  ['47', ['Madhya Pradesh']],
  ['48', ['Madhya Pradesh']],
  ['49', ['Chhattisgarh']],
  ['50', ['Telangana']],
  // Khammam's numbers; seven of its mandals joined Andhra Pradesh in 2014.
  ['507', ['Telangana', 'Andhra Pradesh']],
  ['51', ['Andhra Pradesh']],
  ['52', ['Andhra Pradesh']],
  ['53', ['Andhra Pradesh']],
  // Yanam, a district of Puducherry inside Andhra Pradesh.
  ['533464', ['Puducherry', 'Andhra Pradesh']],
  ['56', ['Karnataka']],
  ['57', ['Karnataka']],
  ['58', ['Karnataka']],
  ['59', ['Karnataka']],
  ['60', ['Tamil Nadu']],
  // Puducherry town (6050xx, 6051xx) shares its sorting district with Villupuram.
  ['605', ['Tamil Nadu', 'Puducherry']],
  ['6050', ['Puducherry', 'Tamil Nadu']],
  ['6051', ['Puducherry', 'Tamil Nadu']],
  // Bahour (607402) and Karaikal (6096xx), parts of Puducherry, among Tamil Nadu's numbers.
  ['6074', ['Tamil Nadu', 'Puducherry']],
  ['6096', ['Puducherry', 'Tamil Nadu']],
  ['61', ['Tamil Nadu']],
  ['62', ['Tamil Nadu']],
  ['63', ['Tamil Nadu']],
  ['64', ['Tamil Nadu']],
  ['67', ['Kerala']],
  // Mahe, a district of Puducherry inside Kerala.
  ['673310', ['Puducherry', 'Kerala']],
  ['68', ['Kerala']],
  // The islands are served from Kochi's sorting district: 682551 to 682559.
  ['68255', ['Lakshadweep']],
  ['69', ['Kerala']],
  ['70', ['West Bengal']],
  ['71', ['West Bengal']],
  ['72', ['West Bengal']],
  ['73', ['West Bengal']],
  ['737', ['Sikkim']],
  ['74', ['West Bengal']],
  ['744', ['Andaman and Nicobar Islands']],
  ['75', ['Odisha']],
  ['76', ['Odisha']],
  ['77', ['Odisha']],
  ['78', ['Assam']],
  // The North East circle: one or two sorting districts per state.
  ['790', ['Arunachal Pradesh']],
  ['791', ['Arunachal Pradesh']],
  ['792', ['Arunachal Pradesh']],
  ['793', ['Meghalaya']],
  ['794', ['Meghalaya']],
  ['795', ['Manipur']],
  ['796', ['Mizoram']],
  ['797', ['Nagaland']],
  ['798', ['Nagaland']],
  ['799', ['Tripura']],
  // Jharkhand kept the Bihar circle's numbers when it was formed in 2000.
  ['80', ['Bihar']],
  ['81', ['Bihar']],
  ['814', ['Jharkhand']],
  ['815', ['Jharkhand']],
  ['816', ['Jharkhand']],
  ['82', ['Jharkhand']],
  ['821', ['Bihar']],
  ['823', ['Bihar']],
  ['824', ['Bihar']],
  ['83', ['Jharkhand']],
  ['84', ['Bihar']],
  ['85', ['Bihar']],
];

function officialState(name: string): GstState {
  const state = stateByName(name);
  if (!state || state.name !== name) throw new Error(`Not an official state name: ${name}`);
  return state;
}

const BY_PREFIX = new Map(
  PREFIXES.map(([prefix, names]) => [prefix, names.map(officialState)] as const),
);
const LONGEST_PREFIX = PIN_CODE_DIGITS;

/** Every prefix of the table with its states, for tests and documentation. */
export const PIN_CODE_PREFIXES: ReadonlyMap<string, readonly GstState[]> = BY_PREFIX;

/**
 * The states a PIN code (or the first digits of one, as it is typed) can belong to, the
 * likeliest first; empty when India Post gives no state those digits.
 */
export function statesOfPinCode(pin: string): readonly GstState[] {
  const digits = pin.trim();
  if (!/^[0-9]+$/.test(digits)) return [];
  for (let length = Math.min(digits.length, LONGEST_PREFIX); length >= 2; length--) {
    const states = BY_PREFIX.get(digits.slice(0, length));
    if (states) return states;
  }
  return [];
}

/** The state the address form fills in for a PIN code as it is typed, when one is known. */
export function likelyStateOfPinCode(pin: string): GstState | undefined {
  return statesOfPinCode(pin)[0];
}

/** True when India Post delivers the PIN code in the state named (as loosely as addresses may). */
export function isPinCodeInState(pin: string, stateName: string): boolean {
  const state = indianStateNamed(stateName);
  return state !== undefined && statesOfPinCode(pin).some((s) => s.code === state.code);
}
