import { useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { ChevronDown, CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useLogout } from '../api/session.ts';
import type { Session } from '../api/session.ts';

type MenuItem = { label: string; to: string } | { label: string; onSelect: () => void };

const itemClass =
  'flex min-h-11 w-full items-center px-4 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:bg-slate-100 focus-visible:outline-offset-[-2px]';

/** The account dropdown: opens on mouse hover, on click or tap, and on keyboard focus. */
export function AccountMenu({ session }: { session: Session }) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const isHovering = useRef(false);
  const skipFocusOpen = useRef(false);
  const logout = useLogout();

  const items: MenuItem[] = session.isAdmin
    ? [
        { label: 'Dashboard', to: '/admin' },
        { label: 'Logout', onSelect: () => logout.mutate() },
      ]
    : session.loggedIn
      ? [
          { label: 'Profile', to: '/user/profile' },
          { label: 'Quotes', to: '/quotes' },
          { label: 'Filters', to: '/filter' },
          { label: 'Logout', onSelect: () => logout.mutate() },
        ]
      : [
          { label: 'Login', to: '/login' },
          { label: 'Sign up', to: '/signup' },
        ];
  const firstName = session.loggedIn ? session.firstName : null;

  function menuItems(): HTMLElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function closeAndFocusButton() {
    setIsOpen(false);
    skipFocusOpen.current = true;
    buttonRef.current?.focus();
    skipFocusOpen.current = false;
  }

  function handlePointer(event: PointerEvent, entering: boolean) {
    if (event.pointerType !== 'mouse') return;
    isHovering.current = entering;
    setIsOpen(entering);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
  }

  function handleButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
      requestAnimationFrame(() => menuItems()[0]?.focus());
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      closeAndFocusButton();
      return;
    }
    const elements = menuItems();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % elements.length,
      ArrowUp: (index - 1 + elements.length) % elements.length,
      Home: 0,
      End: elements.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    elements[target]?.focus();
  }

  return (
    <div
      className="relative"
      onPointerEnter={(event) => handlePointer(event, true)}
      onPointerLeave={(event) => handlePointer(event, false)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => (isHovering.current ? true : !open))}
        onFocus={(event) => {
          if (!skipFocusOpen.current && event.currentTarget.matches(':focus-visible')) {
            setIsOpen(true);
          }
        }}
        onKeyDown={handleButtonKey}
        className="flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-ui px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <CircleUserRound aria-hidden="true" className="size-5" />
        {firstName ? (
          <>
            <span className="sr-only">Account: {firstName}</span>
            <span aria-hidden="true" className="hidden max-w-32 truncate sm:block">
              {firstName}
            </span>
          </>
        ) : (
          <span className="sr-only sm:not-sr-only">Account</span>
        )}
        <ChevronDown
          aria-hidden="true"
          className={`hidden size-4 text-slate-500 transition-transform sm:block ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      {/* The padding bridges the gap under the button so the pointer can reach the menu. */}
      <div id={menuId} hidden={!isOpen} className="absolute right-0 top-full z-50 w-52 pt-2">
        <div className="overflow-hidden rounded-ui border border-slate-200 bg-white py-1 shadow-card">
          {session.isAdmin && (
            <p className="border-b border-slate-100 px-4 pt-1 pb-2 text-xs font-semibold tracking-wide text-primary-700 uppercase">
              Admin
            </p>
          )}
          {firstName && (
            <p className="border-b border-slate-100 px-4 pt-1 pb-2 text-sm text-slate-600">
              Signed in as{' '}
              <span className="font-semibold break-words text-slate-900">{firstName}</span>
            </p>
          )}
          <div ref={menuRef} role="menu" aria-label="Account">
            {items.map((item) =>
              'to' in item ? (
                <Link
                  key={item.label}
                  role="menuitem"
                  to={item.to}
                  className={itemClass}
                  onClick={() => setIsOpen(false)}
                >
                  {item.label}
                </Link>
              ) : (
                <button
                  key={item.label}
                  type="button"
                  role="menuitem"
                  className={itemClass}
                  onClick={() => {
                    setIsOpen(false);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              ),
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
