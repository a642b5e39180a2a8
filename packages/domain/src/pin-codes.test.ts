import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './gst/states.ts';
import { suggestedCityOfPinCode } from './pin-code-cities.ts';
import {
  PIN_CODE_PREFIXES,
  isPinCodeInState,
  likelyStateOfPinCode,
  statesOfPinCode,
} from './pin-codes.ts';
import { ADDRESS_MESSAGES, pinCodeStateProblem } from './validation/address.ts';

// A real PIN code of each state and union territory: its capital's or a main city's head office.
const SAMPLES: readonly [state: string, pin: string][] = [
  ['Andaman and Nicobar Islands', '744101'],
  ['Andhra Pradesh', '520001'],
  ['Arunachal Pradesh', '791111'],
  ['Assam', '781001'],
  ['Bihar', '800001'],
  ['Chandigarh', '160017'],
  ['Chhattisgarh', '492001'],
  ['Dadra and Nagar Haveli and Daman and Diu', '396230'],
  ['Delhi', '110001'],
  ['Goa', '403001'],
  ['Gujarat', '380001'],
  ['Haryana', '122001'],
  ['Himachal Pradesh', '171001'],
  ['Jammu and Kashmir', '190001'],
  ['Jharkhand', '834001'],
  ['Karnataka', '560001'],
  ['Kerala', '695001'],
  ['Ladakh', '194101'],
  ['Lakshadweep', '682555'],
  ['Madhya Pradesh', '462001'],
  ['Maharashtra', '411026'],
  ['Manipur', '795001'],
  ['Meghalaya', '793001'],
  ['Mizoram', '796001'],
  ['Nagaland', '797001'],
  ['Odisha', '751001'],
  ['Puducherry', '605001'],
  ['Punjab', '141001'],
  ['Rajasthan', '302001'],
  ['Sikkim', '737101'],
  ['Tamil Nadu', '600001'],
  ['Telangana', '500001'],
  ['Tripura', '799001'],
  ['Uttar Pradesh', '226001'],
  ['Uttarakhand', '248001'],
  ['West Bengal', '700001'],
];

describe('PIN codes by state', () => {
  it('has a sample for each of the 28 states and 8 union territories', () => {
    expect(SAMPLES.map(([state]) => state)).toEqual(INDIAN_STATES.map((state) => state.name));
  });

  it.each(SAMPLES)('puts a PIN code of %s in it, and fills it in first', (state, pin) => {
    expect(isPinCodeInState(pin, state)).toBe(true);
    expect(likelyStateOfPinCode(pin)?.name).toBe(state);
    expect(pinCodeStateProblem(pin, state)).toBeNull();
  });

  // Three samples' sorting districts also serve a neighbour (Mohali, Vapi, Villupuram).
  const SHARED: Readonly<Record<string, string>> = {
    '160017': 'Punjab',
    '396230': 'Gujarat',
    '605001': 'Tamil Nadu',
  };

  it.each(SAMPLES)('refuses the %s PIN code with any other state', (state, pin) => {
    const others = INDIAN_STATES.filter((s) => s.name !== state && s.name !== SHARED[pin]);
    expect(others.length).toBeGreaterThanOrEqual(34);
    for (const other of others) {
      expect([other.name, isPinCodeInState(pin, other.name)]).toEqual([other.name, false]);
      expect(pinCodeStateProblem(pin, other.name)).toBe(`This PIN code is not in ${other.name}.`);
    }
  });

  it('refuses the invoice that started it: Pune 411026 in Kerala', () => {
    expect(pinCodeStateProblem('411026', 'Kerala')).toBe('This PIN code is not in Kerala.');
    expect(ADDRESS_MESSAGES.pinNotInState('Maharashtra')).toBe(
      'This PIN code is not in Maharashtra.',
    );
  });

  it.each([
    ['682001', 'Kerala'],
    ['682559', 'Lakshadweep'],
    ['403001', 'Goa'],
    ['400001', 'Maharashtra'],
    ['441001', 'Maharashtra'],
    ['737101', 'Sikkim'],
    ['734001', 'West Bengal'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['194103', 'Ladakh'],
    ['180001', 'Jammu and Kashmir'],
    ['793001', 'Meghalaya'],
    ['794001', 'Meghalaya'],
    ['790104', 'Arunachal Pradesh'],
    ['798612', 'Nagaland'],
    ['814112', 'Jharkhand'],
    ['826001', 'Jharkhand'],
    ['823001', 'Bihar'],
    ['842001', 'Bihar'],
    ['263001', 'Uttarakhand'],
    ['249201', 'Uttarakhand'],
    ['201301', 'Uttar Pradesh'],
    ['641004', 'Tamil Nadu'],
    ['643001', 'Tamil Nadu'],
    ['396210', 'Dadra and Nagar Haveli and Daman and Diu'],
  ])('fills %s in as %s', (pin, state) => {
    expect(likelyStateOfPinCode(pin)?.name).toBe(state);
  });

  it.each([
    ['160062', ['Chandigarh', 'Punjab']],
    ['605602', ['Tamil Nadu', 'Puducherry']],
    ['609602', ['Puducherry', 'Tamil Nadu']],
    ['533464', ['Puducherry', 'Andhra Pradesh']],
    ['673310', ['Puducherry', 'Kerala']],
    ['362520', ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']],
    ['396191', ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']],
    ['247667', ['Uttar Pradesh', 'Uttarakhand']],
    ['244713', ['Uttarakhand', 'Uttar Pradesh']],
    ['507111', ['Telangana', 'Andhra Pradesh']],
  ])('accepts %s in each state it serves: %j', (pin, states) => {
    expect(statesOfPinCode(pin).map((state) => state.name)).toEqual(states);
    for (const state of states) expect(isPinCodeInState(pin, state)).toBe(true);
  });

  it('refuses a Kochi PIN code for Lakshadweep and an island one for Kerala', () => {
    expect(isPinCodeInState('682001', 'Lakshadweep')).toBe(false);
    expect(isPinCodeInState('682555', 'Kerala')).toBe(false);
  });

  it.each(['000000', '350001', '650001', '860001', '999999', '560 01', 'abcdef', ''])(
    'knows no state for %j',
    (pin) => {
      expect(statesOfPinCode(pin)).toEqual([]);
      expect(isPinCodeInState(pin, 'Karnataka')).toBe(false);
    },
  );

  it('names the state from the first digits as they are typed', () => {
    expect(likelyStateOfPinCode('6')).toBeUndefined();
    expect(likelyStateOfPinCode('68')?.name).toBe('Kerala');
    expect(likelyStateOfPinCode('6825')?.name).toBe('Kerala');
    expect(likelyStateOfPinCode('68255')?.name).toBe('Lakshadweep');
    expect(likelyStateOfPinCode('40')?.name).toBe('Maharashtra');
    expect(likelyStateOfPinCode('403')?.name).toBe('Goa');
  });

  it('reads state names as loosely as addresses do', () => {
    expect(isPinCodeInState('751001', 'Orissa')).toBe(true);
    expect(isPinCodeInState('605001', 'pondicherry')).toBe(true);
    expect(isPinCodeInState('600001', 'Narnia')).toBe(false);
  });

  it('names only official states and union territories, and covers every one of them', () => {
    const named = new Set([...PIN_CODE_PREFIXES.values()].flat().map((state) => state.name));
    expect([...named].sort()).toEqual(INDIAN_STATES.map((state) => state.name).sort());
    for (const prefix of PIN_CODE_PREFIXES.keys()) expect(prefix).toMatch(/^[1-8][0-9]{1,5}$/);
  });
});

describe('city suggestions', () => {
  it.each([
    ['411026', 'Pune'],
    ['560058', 'Bengaluru'],
    ['600032', 'Chennai'],
    ['682001', 'Kochi'],
    ['110001', 'Delhi'],
  ])('suggests %s as %s', (pin, city) => {
    expect(suggestedCityOfPinCode(pin)).toBe(city);
  });

  it.each(['682555', '673310', '412105', '41102', '605001'])(
    'suggests nothing for %s rather than guess',
    (pin) => {
      expect(suggestedCityOfPinCode(pin)).toBeNull();
    },
  );
});
