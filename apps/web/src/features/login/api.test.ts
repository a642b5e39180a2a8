import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './api.ts';

describe('where a login lands', () => {
  it('goes home by role without a return path', () => {
    expect(destinationAfterLogin('user', null)).toBe('/');
    expect(destinationAfterLogin('admin', null)).toBe('/admin-manage-category');
  });

  it('takes a shopper back to the product their Log in link came from', () => {
    expect(destinationAfterLogin('user', '/product/abc?do=add')).toBe('/product/abc?do=add');
  });

  it('still sends an admin to the dashboard', () => {
    expect(destinationAfterLogin('admin', '/product/abc?do=add')).toBe('/admin-manage-category');
  });
});
