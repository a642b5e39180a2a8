import { describe, expect, it } from 'vitest';
import { GHS_LIMITS, GHS_MESSAGES, ghsField, isHazardous, statementCodesOf } from './ghs.ts';
import { GHS_PICTOGRAMS, HAZARD_STATEMENTS, PRECAUTIONARY_STATEMENTS } from './ghs-lists.ts';

const acetone = {
  pictograms: ['GHS02', 'GHS07'],
  signalWord: 'Danger',
  hazardStatements: ['H225', 'H319', 'H336'],
  precautionaryStatements: ['P210', 'P233', 'P305+P351+P338'],
};

function firstMessage(value: unknown): string | undefined {
  return ghsField().safeParse(value).error?.issues[0]?.message;
}

describe('GHS lists', () => {
  it('name the nine pictograms as the GHS does', () => {
    expect(Object.keys(GHS_PICTOGRAMS)).toHaveLength(9);
    expect(GHS_PICTOGRAMS.GHS01).toBe('Exploding bomb');
    expect(GHS_PICTOGRAMS.GHS09).toBe('Environment');
  });

  it('hold the physical, health and environment H codes and the P codes with texts', () => {
    expect(HAZARD_STATEMENTS.H225).toBe('Highly flammable liquid and vapour');
    expect(HAZARD_STATEMENTS.H373).toBeDefined();
    expect(HAZARD_STATEMENTS.H420).toBeDefined();
    expect(HAZARD_STATEMENTS['H300+H310']).toBe('Fatal if swallowed or in contact with skin');
    expect(PRECAUTIONARY_STATEMENTS.P101).toBeDefined();
    expect(PRECAUTIONARY_STATEMENTS.P503).toBeDefined();
    expect(PRECAUTIONARY_STATEMENTS['P305+P351+P338']).toBe(
      'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
    );
    for (const text of Object.values(PRECAUTIONARY_STATEMENTS))
      expect(text).not.toMatch(/undefined/);
  });
});

describe('the ghs field', () => {
  it('reads a classification from JSON text, codes written as the list spells them', () => {
    const parsed = ghsField().parse(
      JSON.stringify({
        ...acetone,
        pictograms: ['GHS07', 'ghs02'],
        hazardStatements: ['h225 ', 'H319', 'H336'],
      }),
    );
    expect(parsed).toEqual({ ...acetone, pictograms: ['GHS02', 'GHS07'] });
  });

  it('is none when blank, null or empty, and left out stays undefined', () => {
    expect(ghsField().parse('')).toBeNull();
    expect(ghsField().parse('null')).toBeNull();
    expect(ghsField().parse('{"pictograms":[],"signalWord":""}')).toBeNull();
    expect(ghsField().optional().parse(undefined)).toBeUndefined();
  });

  it('refuses unknown codes, a wrong signal word and duplicates with their messages', () => {
    expect(firstMessage({ ...acetone, pictograms: ['GHS10'] })).toBe(
      GHS_MESSAGES.unknownPictogram('GHS10'),
    );
    expect(firstMessage({ ...acetone, pictograms: ['GHS02', 'GHS02'] })).toBe(
      GHS_MESSAGES.duplicatePictogram('GHS02'),
    );
    expect(firstMessage({ ...acetone, signalWord: 'Caution' })).toBe(GHS_MESSAGES.signalWord);
    expect(firstMessage({ ...acetone, hazardStatements: ['H999'] })).toBe(
      GHS_MESSAGES.unknownHazard('H999'),
    );
    expect(firstMessage({ ...acetone, hazardStatements: ['P210'] })).toBe(
      GHS_MESSAGES.unknownHazard('P210'),
    );
    expect(firstMessage({ ...acetone, precautionaryStatements: ['P999'] })).toBe(
      GHS_MESSAGES.unknownPrecaution('P999'),
    );
    expect(firstMessage({ ...acetone, hazardStatements: ['H225', 'H225'] })).toBe(
      GHS_MESSAGES.duplicateStatement('H225'),
    );
    expect(firstMessage('not json')).toBe(GHS_MESSAGES.notJson);
  });

  it('is bounded: pictograms, statements and the text itself', () => {
    const codes = Object.keys(HAZARD_STATEMENTS).slice(0, GHS_LIMITS.hazardStatements + 1);
    expect(firstMessage({ hazardStatements: codes })).toBe(GHS_MESSAGES.tooManyHazards);
    const ps = Object.keys(PRECAUTIONARY_STATEMENTS).slice(
      0,
      GHS_LIMITS.precautionaryStatements + 1,
    );
    expect(firstMessage({ precautionaryStatements: ps })).toBe(GHS_MESSAGES.tooManyPrecautions);
    expect(firstMessage({ pictograms: Array(10).fill('GHS01') })).toBe(
      GHS_MESSAGES.tooManyPictograms,
    );
    expect(firstMessage(' '.repeat(GHS_LIMITS.jsonText + 1))).toBe(GHS_MESSAGES.tooLong);
  });
});

describe('GHS helpers', () => {
  it('reads codes typed or pasted into a text box', () => {
    expect(statementCodesOf('h225, H319\nH336  P305 + P351 + P338')).toEqual([
      'H225',
      'H319',
      'H336',
      'P305+P351+P338',
    ]);
  });

  it('calls goods hazardous when the label has a pictogram or a signal word', () => {
    const none = {
      pictograms: [],
      signalWord: null,
      hazardStatements: [],
      precautionaryStatements: [],
    };
    expect(isHazardous(null)).toBe(false);
    expect(isHazardous(none)).toBe(false);
    expect(isHazardous({ ...none, signalWord: 'Warning' })).toBe(true);
    expect(isHazardous({ ...none, pictograms: ['GHS09'] })).toBe(true);
  });
});
