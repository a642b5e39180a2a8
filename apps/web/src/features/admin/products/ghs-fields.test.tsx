import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// Text boxes take input events: Preact's onChange on them listens for input, as React's does.
import { GHS_MESSAGES } from '@labshop/domain/chemicals/ghs';
import { GHS_FORM_DEFAULTS, type GhsFormValues } from '@labshop/domain/chemicals/ghs-form';
import { PRODUCT_FORM_DEFAULTS } from '@labshop/domain/validation/product-form-values';
import { GhsFields } from './ghs-fields.tsx';
import { checkProduct, toFormData } from './product-form-values.ts';

let latest: GhsFormValues = GHS_FORM_DEFAULTS;

/** The section with its own state, checked by the form's rules as the admin types. */
function Section() {
  const [ghs, setGhs] = useState<GhsFormValues>(GHS_FORM_DEFAULTS);
  latest = ghs;
  const errors = checkProduct({ ...PRODUCT_FORM_DEFAULTS, ghs }, 1);
  return <GhsFields values={ghs} errors={errors} set={setGhs} />;
}

// A page of inputs and two long lists in jsdom on a shared machine: more than the default 5 s.
describe('the admin form’s Hazards (GHS) section', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('picks pictograms, a signal word and statements found by words, and sends the API’s shape', () => {
    render(<Section />);
    fireEvent.click(screen.getByRole('button', { name: 'Add hazards (GHS)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Flame\s*GHS02$/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Exclamation mark\s*GHS07$/ }));
    fireEvent.change(screen.getByLabelText('Signal word'), { target: { value: 'Danger' } });
    const search = screen.getByRole('combobox', { name: 'Find a hazard statement' });
    fireEvent.input(search, { target: { value: 'h225' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.input(screen.getByRole('textbox', { name: 'Precautionary statements' }), {
      target: { value: 'P210 p305 + P351 + P338' },
    });
    expect(screen.getByText('Highly flammable liquid and vapour')).toBeTruthy();

    const sent = toFormData({ ...PRODUCT_FORM_DEFAULTS, ghs: latest }, [], []);
    expect(JSON.parse(String(sent.get('ghs')))).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: 'Danger',
      hazardStatements: ['H225'],
      precautionaryStatements: ['P210', 'P305+P351+P338'],
    });
  });

  it('names a code that is not on the list with the shared message', () => {
    render(<Section />);
    fireEvent.click(screen.getByRole('button', { name: 'Add hazards (GHS)' }));
    const box = screen.getByRole('textbox', { name: 'Hazard statements' });
    fireEvent.input(box, { target: { value: 'H225, H999' } });
    expect(screen.getByText(GHS_MESSAGES.unknownHazard('H999'))).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
