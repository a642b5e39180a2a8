import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MESSAGES,
  IMAGE_MESSAGES,
  categoryAddProblem,
  categoryFormSchema,
  categoryNameProblem,
  imageProblem,
} from './category.ts';

const MB = 1024 * 1024;

describe('category name', () => {
  it('rejects a blank name with the spec message', () => {
    expect(categoryNameProblem('   ')).toBe('Name cannot be blank.');
  });

  it('rejects a name of fewer than 3 letters', () => {
    expect(categoryNameProblem('pH')).toBe(CATEGORY_MESSAGES.nameTooShort);
  });

  it('rejects consecutive spaces', () => {
    expect(categoryNameProblem('Lab  Glass')).toBe(CATEGORY_MESSAGES.nameConsecutiveSpaces);
  });

  it('checks the letter count before the spaces', () => {
    expect(categoryNameProblem('a  b')).toBe(CATEGORY_MESSAGES.nameTooShort);
  });

  it('accepts a name with digits when it has 3 letters', () => {
    expect(categoryNameProblem('3D Printers')).toBeNull();
  });

  it('trims the name and defaults the status to active', () => {
    expect(categoryFormSchema.parse({ name: ' Glassware ' })).toEqual({
      name: 'Glassware',
      status: 'active',
    });
  });

  it('takes GST defaults when sent and leaves them out when not', () => {
    expect(
      categoryFormSchema.parse({ name: 'Glassware', hsnCode: ' 7017 ', gstRatePercent: '12' }),
    ).toEqual({ name: 'Glassware', status: 'active', hsnCode: '7017', gstRatePercent: 12 });
    const parsed = categoryFormSchema.parse({ name: 'Glassware' });
    expect(parsed.hsnCode).toBeUndefined();
    expect(parsed.gstRatePercent).toBeUndefined();
  });

  it('checks GST defaults with the product form’s rules', () => {
    const result = categoryFormSchema.safeParse({
      name: 'Glassware',
      hsnCode: '70171',
      gstRatePercent: '3',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hsnCode', 'HSN Code must be 4, 6 or 8 digits'],
      ['gstRatePercent', 'GST Rate must be one of: 0, 5, 12, 18, 28'],
    ]);
  });

  it('rejects a status other than active or inactive', () => {
    const result = categoryFormSchema.safeParse({ name: 'Glassware', status: 'hidden' });
    expect(result.error?.issues[0]?.message).toBe(CATEGORY_MESSAGES.status);
  });
});

describe('image upload', () => {
  it('rejects a GIF with the spec message', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe(
      'Only PNG and JPEG images are allowed.',
    );
  });

  it('rejects a PNG above 1MB with the spec message', () => {
    expect(imageProblem({ type: 'image/png', size: MB + 1 })).toBe(
      'File size should not exceed 1MB.',
    );
  });

  it('checks the type before the size', () => {
    expect(imageProblem({ type: 'image/webp', size: 5 * MB })).toBe(IMAGE_MESSAGES.type);
  });

  it('accepts a JPEG of exactly 1MB', () => {
    expect(imageProblem({ type: 'image/jpeg', size: MB })).toBeNull();
  });
});

describe('category add', () => {
  const png = { type: 'image/png', size: 100 };

  it('needs a name and an image, else the spec message', () => {
    expect(categoryAddProblem({ name: '', image: png })).toBe('Please fill out all fields.');
    expect(categoryAddProblem({ name: 'Glassware', image: null })).toBe(
      CATEGORY_MESSAGES.incomplete,
    );
    expect(categoryAddProblem({ name: 'Glassware', image: png })).toBeNull();
  });
});
