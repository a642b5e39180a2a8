import { describe, expect, it } from 'vitest';
import { GHS_MESSAGES, ghsField } from './ghs.ts';
import { GHS_FORM_DEFAULTS, ghsFormValuesOf, ghsInputOf } from './ghs-form.ts';

describe('the admin form’s hazards section', () => {
  it('round-trips a stored classification through its inputs', () => {
    const stored = {
      pictograms: ['GHS02' as const],
      signalWord: 'Warning' as const,
      hazardStatements: ['H226'],
      precautionaryStatements: ['P210', 'P305+P351+P338'],
    };
    const values = ghsFormValuesOf(stored);
    expect(values.precautionaryStatements).toBe('P210, P305+P351+P338');
    expect(ghsField().parse(JSON.stringify(ghsInputOf(values)))).toEqual(stored);
  });

  it('sends nothing chosen as no classification, and a typo with the shared message', () => {
    expect(ghsField().parse(JSON.stringify(ghsInputOf(GHS_FORM_DEFAULTS)))).toBeNull();
    const typo = ghsField().safeParse(
      ghsInputOf({ ...GHS_FORM_DEFAULTS, hazardStatements: 'H225 H2255' }),
    );
    expect(typo.error?.issues[0]).toMatchObject({
      message: GHS_MESSAGES.unknownHazard('H2255'),
      path: ['hazardStatements', 1],
    });
  });
});
