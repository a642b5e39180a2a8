import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern): Escape closes it and
 * puts focus back on the button; a click elsewhere, focus moving out of it or a navigation (the
 * back button included) closes it too.
 */
export function useDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();

  useEffect(() => setIsOpen(false), [locationKey]);

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  const close = () => setIsOpen(false);

  return {
    isOpen,
    close,
    containerProps: {
      ref: containerRef,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.preventDefault();
        setIsOpen(false);
        buttonRef.current?.focus();
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // relatedTarget is null when focus leaves the page; keep the panel for the return.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setIsOpen(false);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setIsOpen((open) => !open),
    },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
