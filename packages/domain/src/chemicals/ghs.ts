import { z } from 'zod';
import { jsonText } from '../validation/form-values.ts';
import {
  GHS_PICTOGRAMS,
  GHS_PICTOGRAM_CODES,
  GHS_SIGNAL_WORDS,
  HAZARD_STATEMENTS,
  PRECAUTIONARY_STATEMENTS,
  type GhsPictogram,
  type GhsSignalWord,
} from './ghs-lists.ts';

// A chemical's GHS classification as its label prints it: pictograms, one signal word, and the
// hazard (H) and precautionary (P) statements, each chosen from the GHS lists. The admin form
// and the server read these same rules, so a code the form accepts the server accepts too.

/** A real label carries a handful; these leave room and refuse a flood. */
export const GHS_LIMITS = {
  pictograms: GHS_PICTOGRAM_CODES.length,
  hazardStatements: 30,
  precautionaryStatements: 60,
  /** The JSON text of the multipart field; a full classification is about 1,500 characters. */
  jsonText: 4000,
  /** The longest code, 'P370+P372+P380+P373', with room for stray spaces. */
  code: 24,
} as const;

export const GHS_LABELS = {
  section: 'Hazards (GHS)',
  pictograms: 'Pictograms',
  signalWord: 'Signal word',
  hazardStatements: 'Hazard statements',
  precautionaryStatements: 'Precautionary statements',
} as const;

export const GHS_MESSAGES = {
  tooLong: 'The hazard classification is too long.',
  notJson: 'Send the hazard classification as JSON.',
  unknownPictogram: (code: string) => `${code} is not a GHS pictogram.`,
  duplicatePictogram: (code: string) => `The pictogram ${code} is chosen twice.`,
  tooManyPictograms: `Choose at most ${GHS_LIMITS.pictograms} pictograms.`,
  signalWord: 'The signal word must be Danger or Warning.',
  unknownHazard: (code: string) => `${code} is not a GHS hazard statement.`,
  unknownPrecaution: (code: string) => `${code} is not a GHS precautionary statement.`,
  duplicateStatement: (code: string) => `${code} is listed twice.`,
  tooManyHazards: `List at most ${GHS_LIMITS.hazardStatements} hazard statements.`,
  tooManyPrecautions: `List at most ${GHS_LIMITS.precautionaryStatements} precautionary statements.`,
} as const;

export interface GhsClassification {
  pictograms: GhsPictogram[];
  signalWord: GhsSignalWord | null;
  hazardStatements: string[];
  precautionaryStatements: string[];
}

/** 'h225 ' and 'P305 + P351+p338' are written as the list spells them. */
export function normalizeStatementCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** The codes in a text as an admin types or pastes them: separated by commas, spaces or lines. */
export function statementCodesOf(text: string): string[] {
  return text
    .slice(0, GHS_LIMITS.jsonText)
    .replace(/\s*\+\s*/g, '+')
    .split(/[\s,;]+/)
    .map(normalizeStatementCode)
    .filter((code) => code !== '');
}

function codeList(
  list: Readonly<Record<string, string>>,
  max: number,
  tooMany: string,
  unknown: (code: string) => string,
) {
  // A list, or the admin form's text box of codes ("H225, H319").
  return z.preprocess(
    (value) => (typeof value === 'string' ? statementCodesOf(value) : value),
    z
      .array(z.string().max(GHS_LIMITS.code, unknown('That code')), unknown('That code'))
      .max(max, tooMany)
      .transform((codes, ctx) => {
        const seen = new Set<string>();
        const normalized = codes.map(normalizeStatementCode);
        normalized.forEach((code, index) => {
          if (!Object.hasOwn(list, code)) {
            ctx.addIssue({ code: 'custom', message: unknown(code), path: [index] });
          } else if (seen.has(code)) {
            ctx.addIssue({
              code: 'custom',
              message: GHS_MESSAGES.duplicateStatement(code),
              path: [index],
            });
          }
          seen.add(code);
        });
        return normalized;
      }),
  );
}

const pictogramList = z
  .array(z.string().max(GHS_LIMITS.code), GHS_MESSAGES.unknownPictogram('That code'))
  .max(GHS_LIMITS.pictograms, GHS_MESSAGES.tooManyPictograms)
  .transform((codes, ctx) => {
    const seen = new Set<string>();
    codes.forEach((raw, index) => {
      const code = raw.trim().toUpperCase();
      if (!Object.hasOwn(GHS_PICTOGRAMS, code)) {
        ctx.addIssue({
          code: 'custom',
          message: GHS_MESSAGES.unknownPictogram(code),
          path: [index],
        });
      } else if (seen.has(code)) {
        ctx.addIssue({
          code: 'custom',
          message: GHS_MESSAGES.duplicatePictogram(code),
          path: [index],
        });
      }
      seen.add(code);
    });
    // Kept in the GHS order, so two saves of the same choice compare equal in the audit trail.
    return GHS_PICTOGRAM_CODES.filter((code) => seen.has(code));
  });

// The form's select sends '' for no signal word.
const signalWordField = z
  .preprocess(
    (word) => (word === '' || word === undefined ? null : word),
    z.enum(GHS_SIGNAL_WORDS, GHS_MESSAGES.signalWord).nullable(),
  )
  .optional()
  .transform((word) => word ?? null);

export const ghsClassificationSchema = z
  .object(
    {
      pictograms: pictogramList.prefault([]),
      signalWord: signalWordField,
      hazardStatements: codeList(
        HAZARD_STATEMENTS,
        GHS_LIMITS.hazardStatements,
        GHS_MESSAGES.tooManyHazards,
        GHS_MESSAGES.unknownHazard,
      ).prefault([]),
      precautionaryStatements: codeList(
        PRECAUTIONARY_STATEMENTS,
        GHS_LIMITS.precautionaryStatements,
        GHS_MESSAGES.tooManyPrecautions,
        GHS_MESSAGES.unknownPrecaution,
      ).prefault([]),
    },
    GHS_MESSAGES.notJson,
  )
  .transform((ghs): GhsClassification | null => (isClassified(ghs) ? ghs : null));

/** Whether anything is chosen: an empty classification is stored as none. */
export function isClassified(ghs: GhsClassification | null | undefined): ghs is GhsClassification {
  if (!ghs) return false;
  return (
    ghs.pictograms.length > 0 ||
    ghs.signalWord !== null ||
    ghs.hazardStatements.length > 0 ||
    ghs.precautionaryStatements.length > 0
  );
}

export { isHazardous } from './hazardous-goods.ts';

/**
 * The multipart `ghs` field: the classification as JSON text, its length checked before it is
 * parsed. Blank or `null` is no classification; left out, an edited product keeps its own.
 */
export function ghsField() {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (typeof value === 'string' && value.length > GHS_LIMITS.jsonText) {
        ctx.addIssue({ code: 'custom', message: GHS_MESSAGES.tooLong, abort: true });
      }
    })
    .transform((value) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .pipe(jsonText(ghsClassificationSchema.nullable()))
    .transform((ghs) => ghs ?? null);
}
