import { describe, expect, it } from 'vitest';
import { formatSpecFilter, parseSpecFilters, SPEC_FILTER_MESSAGES as M } from './spec-filters.ts';

describe('specification filters in a query string', () => {
  it('reads ranges, open ends and value lists, and writes them back', () => {
    const parsed = parseSpecFilters({
      'spec.readability_mg': '0.01..0.1',
      'spec.capacity_g': '200..',
      'spec.grade': 'AR, HPLC,AR',
      'spec.rotor': '',
      category: 'Balances',
    });
    expect(parsed).toEqual({
      ok: true,
      filters: [
        { key: 'readability_mg', kind: 'range', min: 0.01, max: 0.1 },
        { key: 'capacity_g', kind: 'range', min: 200 },
        { key: 'grade', kind: 'values', values: ['AR', 'HPLC'] },
      ],
    });
    if (parsed.ok)
      expect(parsed.filters.map(formatSpecFilter)).toEqual(['0.01..0.1', '200..', 'AR,HPLC']);
  });

  it('refuses more than ten filters, bad keys, bad and reversed ranges, and long lists', () => {
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`spec.k${i}`, '1..2']));
    expect(parseSpecFilters(eleven)).toEqual({ ok: false, message: M.tooMany });
    expect(parseSpecFilters({ 'spec.Bad-Key': '1' })).toEqual({
      ok: false,
      message: M.badKey('spec.Bad-Key'),
    });
    expect(parseSpecFilters({ 'spec.a': '1..x' })).toEqual({
      ok: false,
      message: M.badRange('spec.a'),
    });
    expect(parseSpecFilters({ 'spec.a': '..' })).toEqual({
      ok: false,
      message: M.badRange('spec.a'),
    });
    expect(parseSpecFilters({ 'spec.a': '1e400..2' })).toEqual({
      ok: false,
      message: M.badRange('spec.a'),
    });
    expect(parseSpecFilters({ 'spec.a': '5..1' })).toEqual({
      ok: false,
      message: M.reversedRange('spec.a'),
    });
    expect(
      parseSpecFilters({ 'spec.a': Array.from({ length: 21 }, (_, i) => `v${i}`).join(',') }),
    ).toEqual({
      ok: false,
      message: M.badValues('spec.a'),
    });
  });
});
