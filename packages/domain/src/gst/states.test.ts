import { describe, expect, it } from 'vitest';
import {
  GST_STATES,
  INDIAN_STATES,
  STATE_SELECT_OPTIONS,
  describeState,
  indianStateNamed,
  isGstStateCode,
  stateByCode,
  stateByName,
} from './states.ts';

describe('GST state codes', () => {
  it('lists 28 states and 8 union territories for addresses', () => {
    expect(INDIAN_STATES.filter((state) => state.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((state) => state.kind === 'union-territory')).toHaveLength(8);
    expect(INDIAN_STATES).toHaveLength(36);
  });

  it('gives each a distinct two-digit code and name', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(GST_STATES.map((state) => state.name)).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[0-9]{2}$/);
  });

  it.each([
    ['01', 'Jammu and Kashmir'],
    ['07', 'Delhi'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['33', 'Tamil Nadu'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
    ['97', 'Other Territory'],
  ])('knows %s as %s', (code, name) => {
    expect(stateByCode(code)?.name).toBe(name);
    expect(isGstStateCode(code)).toBe(true);
  });

  it.each(['00', '25', '28', '39', '96', '99', '3', '033'])('has no state %j', (code) => {
    expect(isGstStateCode(code)).toBe(false);
    expect(stateByCode(code)).toBeUndefined();
  });

  it('offers the select its options alphabetically, keeping the name as the value', () => {
    const labels = STATE_SELECT_OPTIONS.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels[0]).toBe('Andaman and Nicobar Islands');
    expect(labels).not.toContain('Other Territory');
    expect(STATE_SELECT_OPTIONS.find((option) => option.label === 'Tamil Nadu')?.value).toBe(
      'Tamil Nadu',
    );
  });

  it.each([
    ['Tamil Nadu', '33'],
    ['  tamil   nadu ', '33'],
    ['KARNATAKA', '29'],
    ['Andaman & Nicobar Islands', '35'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['New Delhi', '07'],
    ['Jammu & Kashmir', '01'],
    ['Daman and Diu', '26'],
  ])('finds the state an address names: %j', (name, code) => {
    expect(stateByName(name)?.code).toBe(code);
  });

  it.each(['', 'Narnia', 'constructor', 'Tamil'])('finds no state for %j', (name) => {
    expect(stateByName(name)).toBeUndefined();
  });

  it('lets an address name any of the 36, but not the offshore Other Territory', () => {
    for (const state of INDIAN_STATES) expect(indianStateNamed(state.name)).toBe(state);
    expect(indianStateNamed('pondicherry')?.name).toBe('Puducherry');
    expect(indianStateNamed('Other Territory')).toBeUndefined();
    expect(indianStateNamed('Narnia')).toBeUndefined();
  });

  it('names a place of supply with its code', () => {
    const tamilNadu = stateByCode('33');
    expect(tamilNadu && describeState(tamilNadu)).toBe('Tamil Nadu (33)');
  });
});
