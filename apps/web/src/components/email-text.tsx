import { Fragment } from 'react';

/** 'priya.raman@lab.in' as ['priya.', 'raman@', 'lab.', 'in']: a line may break after @ and dots. */
export function emailBreakParts(email: string): string[] {
  return email.match(/[^@.]*[@.]|[^@.]+$/g) ?? [email];
}

/**
 * An email address that wraps at sensible points (after @ and dots) instead of mid-word; a
 * single part longer than the line still breaks anywhere rather than overflowing.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`}>
      {emailBreakParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
