import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef, useCallback, useState, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Two React rules the app relies on that preact/compat lacks; the production build adds them
// (apps/web/vite/preact/react.ts, docs/decisions/013-preact-in-the-production-build.md). These
// run on React (vitest project web) and on the build's Preact (web-preact).
describe('the React rules the build adds to Preact', () => {
  afterEach(cleanup);

  it('hands `ref` to a function component as an ordinary prop', () => {
    function Field({ ref, label }: { ref?: Ref<HTMLInputElement>; label: string }) {
      return <input ref={ref} aria-label={label} />;
    }
    const ref = createRef<HTMLInputElement>();
    render(<Field ref={ref} label="Email" />);
    expect(ref.current).toBe(screen.getByLabelText('Email'));
  });

  it('focuses an autoFocus field that appears after the page has loaded', async () => {
    function Toggle() {
      const [open, setOpen] = useState(false);
      return open ? (
        <input autoFocus aria-label="Code" />
      ) : (
        <button onClick={() => setOpen(true)}>Enter a code</button>
      );
    }
    render(<Toggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Enter a code' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Code')));
  });

  it('keeps the autoFocus field’s own ref, attaches it once and focuses it once', async () => {
    const attached = vi.fn();
    function Form() {
      const [count, setCount] = useState(0);
      const ref = useCallback((element: HTMLInputElement | null) => {
        if (element) attached(element);
      }, []);
      return (
        <>
          <input ref={ref} autoFocus aria-label="Name" />
          <button onClick={() => setCount(count + 1)}>Clicked {count}</button>
        </>
      );
    }
    render(<Form />);
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    button.focus();
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Clicked 1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(button);
    expect(attached).toHaveBeenCalledTimes(1);
    expect(attached).toHaveBeenCalledWith(name);
  });
});
