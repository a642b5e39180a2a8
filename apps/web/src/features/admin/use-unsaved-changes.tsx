import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

export const UNSAVED_TEXT = {
  title: 'Leave without saving?',
  body: 'Your changes to this form are lost if you leave now.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

/**
 * Keeps an admin from losing a half-filled form: a link or Back inside the app asks first
 * ("Leave without saving?"), and a reload or a closed tab gets the browser's own question.
 * Nothing asks when the form is as it was loaded, or once `markSaved` says the save went
 * through (the form then navigates away itself). Render `dialog` somewhere in the form's page.
 */
export function useUnsavedChanges(isDirty: boolean) {
  // Read when a navigation starts, not when this rendered: a save's own navigate() comes
  // right after markSaved(), before any re-render.
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;
  const isSavedRef = useRef(false);

  const shouldBlock = useCallback(() => isDirtyRef.current && !isSavedRef.current, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, shouldBlock]);

  const markSaved = useCallback(() => {
    isSavedRef.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={UNSAVED_TEXT.title}
      confirmLabel={UNSAVED_TEXT.leave}
      cancelLabel={UNSAVED_TEXT.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {UNSAVED_TEXT.body}
    </ConfirmDialog>
  );

  return { markSaved, dialog };
}
