import { z } from 'zod';
import { tooLongMessage } from '../limits.ts';

/** One check of a text field: `fails` is true when the value breaks it. */
export interface Rule {
  readonly fails: (value: string) => boolean;
  readonly message: string;
}

/** The message of the first broken rule, so a field never shows two at once. */
export function firstProblem(value: string, rules: readonly Rule[]): string | null {
  return rules.find((rule) => rule.fails(value))?.message ?? null;
}

/**
 * A text field checked by `rules`, reporting only the first failure, and at most `max`
 * characters long. The rules run first, so the spec's own message wins over the length one.
 * A missing key is treated as '' so it gets the field's own "required" message.
 */
export function ruledText(rules: readonly Rule[], max: number) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const message = firstProblem(value, rules);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    })
    .max(max, tooLongMessage(max))
    .prefault('');
}

/** A plain string of at most `max` characters. */
export function boundedString(max: number) {
  return z.string().max(max, tooLongMessage(max));
}

export function requiredRule(message: string): Rule {
  return { fails: isBlank, message };
}

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function collapseSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function countLetters(value: string): number {
  return value.match(/\p{L}/gu)?.length ?? 0;
}

// Unicode letters (with combining marks) so names like "José" or Devanagari names pass.
export function isLettersAndSpaces(value: string): boolean {
  return /^[\p{L}\p{M} ]*$/u.test(value);
}

export function hasConsecutiveSpaces(value: string): boolean {
  return /\s{2,}/.test(value);
}

export function isDigits(value: string): boolean {
  return /^[0-9]+$/.test(value);
}
