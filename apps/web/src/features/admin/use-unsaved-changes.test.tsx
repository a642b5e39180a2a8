import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UNSAVED_TEXT, useUnsavedChanges } from './use-unsaved-changes.tsx';

/** A one-field form: "Save" pretends the server took it and goes to the list, as the forms do. */
function NameForm() {
  const [name, setName] = useState('Beaker');
  const unsaved = useUnsavedChanges(name !== 'Beaker');
  const navigate = useNavigate();
  return (
    <>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          unsaved.markSaved();
          void navigate('/list');
        }}
      >
        Save
      </button>
      <Link to="/list">Manage Products</Link>
      {unsaved.dialog}
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <NameForm /> },
      { path: '/list', element: <p>The list</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const dialog = () => screen.queryByRole('dialog', { name: UNSAVED_TEXT.title });
const reload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

afterEach(cleanup);

describe('useUnsavedChanges', () => {
  it('lets the admin leave an untouched form without a question', () => {
    const router = renderForm();
    expect(reload().defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Manage Products' }));
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks before leaving a changed form: Stay keeps the typing, Leave goes', async () => {
    const router = renderForm();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Beaker 500 ml' } });
    fireEvent.click(screen.getByRole('link', { name: 'Manage Products' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_TEXT.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/form');

    fireEvent.click(screen.getByRole('button', { name: UNSAVED_TEXT.stay }));
    expect(dialog()).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Beaker 500 ml');

    fireEvent.click(screen.getByRole('link', { name: 'Manage Products' }));
    fireEvent.click(await screen.findByRole('button', { name: UNSAVED_TEXT.leave }));
    expect(await screen.findByText('The list')).toBeTruthy();
  });

  it('asks the browser before a reload or close while changes are unsaved', () => {
    renderForm();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Flask' } });
    expect(reload().defaultPrevented).toBe(true);
    // Typed back to what was loaded: nothing to lose.
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Beaker' } });
    expect(reload().defaultPrevented).toBe(false);
  });

  it('stays quiet after a successful save', async () => {
    const router = renderForm();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Flask' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list');
    expect(dialog()).toBeNull();
  });
});
