import { describe, expect, it } from 'vitest';
import { firstNameOf } from './person-name.ts';

describe('firstNameOf', () => {
  it.each([
    ['Asha Rao', 'Asha'],
    ['  Priya   Raman ', 'Priya'],
    ['Madonna', 'Madonna'],
    ['', ''],
  ])('takes %j as %j', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });
});
