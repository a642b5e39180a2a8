import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_MESSAGES } from '@labshop/domain/validation/signup';
import { SignupForm } from './signup-form.tsx';

function renderForm() {
  const onSignedUp = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignupForm onSignedUp={onSignedUp} />
    </QueryClientProvider>,
  );
  return { onSignedUp };
}

describe('SignupForm', () => {
  afterEach(cleanup);

  it('shows the spec message for a 9-digit phone while typing, linked to the input', async () => {
    renderForm();
    const phone = screen.getByLabelText('Mobile number');
    fireEvent.input(phone, { target: { value: '987654321' } });
    const message = await screen.findByText(SIGNUP_MESSAGES.phoneTooShort);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(message.parentElement?.id);
    fireEvent.input(phone, { target: { value: '98765432101' } });
    expect(await screen.findByText(SIGNUP_MESSAGES.phoneTooLong)).toBeTruthy();
  });

  it('reveals the corporate fields only when the corporate box is ticked', () => {
    renderForm();
    expect(screen.queryByLabelText('GST Number')).toBeNull();
    fireEvent.click(screen.getByLabelText(/corporate account/));
    expect(screen.getByLabelText('GST Number')).toBeTruthy();
    expect(screen.getByLabelText('Trade name')).toBeTruthy();
    const scale = screen.getByLabelText('Company scale');
    const options = Array.from(scale.querySelectorAll('option')).map((option) => option.value);
    expect(options).toEqual(['', 'micro', 'small', 'medium', 'large']);
  });

  it('shows every required message on an empty corporate submit and sends nothing', async () => {
    const { onSignedUp } = renderForm();
    fireEvent.click(screen.getByLabelText(/corporate account/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of [
      SIGNUP_MESSAGES.nameRequired,
      SIGNUP_MESSAGES.emailRequired,
      SIGNUP_MESSAGES.phoneRequired,
      SIGNUP_MESSAGES.passwordRequired,
      SIGNUP_MESSAGES.gstRequired,
      SIGNUP_MESSAGES.tradeNameRequired,
      SIGNUP_MESSAGES.companyScaleRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});
