import { describe, expect, it } from 'vitest';
import { isChromeHidden } from './app-layout.tsx';

describe('isChromeHidden', () => {
  it('hides the header and footer only on paths starting with /Change-password', () => {
    expect(isChromeHidden('/Change-password')).toBe(true);
    expect(isChromeHidden('/Change-password/abc')).toBe(true);
    expect(isChromeHidden('/reset-password/abc')).toBe(false);
    expect(isChromeHidden('/')).toBe(false);
  });
});
