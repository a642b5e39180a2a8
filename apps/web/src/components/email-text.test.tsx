import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailText, emailBreakParts } from './email-text.tsx';

describe('emailBreakParts', () => {
  it.each([
    ['priya.raman@lab.example.in', ['priya.', 'raman@', 'lab.', 'example.', 'in']],
    ['asha@example.com', ['asha@', 'example.', 'com']],
    ['plain', ['plain']],
    ['', ['']],
  ])('splits %j after @ and dots', (email, parts) => {
    expect(emailBreakParts(email)).toEqual(parts);
    expect(emailBreakParts(email).join('')).toBe(email);
  });
});

describe('EmailText', () => {
  afterEach(cleanup);

  it('reads as the whole address, with a break opportunity after @ and each dot', () => {
    const { container } = render(<EmailText email="priya.raman@example.com" />);
    expect(container.textContent).toBe('priya.raman@example.com');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });
});
