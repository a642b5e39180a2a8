import type { ReactNode } from 'react';
import { GHS_PICTOGRAMS, type GhsPictogram } from '@labshop/domain/chemicals/ghs-lists';

// The nine GHS pictograms as our own simple drawings: a red diamond with a black symbol on
// white, as the label prints it. Inline, so the shop needs no image file or other host.

const SYMBOLS: Record<GhsPictogram, ReactNode> = {
  GHS01: (
    <>
      <circle cx="44" cy="60" r="11" />
      <path d="M51 51l5-5" strokeWidth="3" stroke="currentColor" />
      <path d="M60 30l2 8 7-5-3 8 9 1-8 4 6 6-9-2 1 9-5-7-4 8-1-9-8 3 5-7-8-4 9-1-2-8 7 5z" />
      <circle cx="32" cy="40" r="2.5" />
      <circle cx="70" cy="58" r="2.5" />
    </>
  ),
  GHS02: (
    <>
      <path d="M50 24c7 10 15 16 13 30-1 9-7 14-13 14s-14-5-14-14c0-7 5-11 7-17 3 4 4 8 3 12 5-5 6-14 4-25z" />
      <rect x="33" y="70" width="34" height="4" />
    </>
  ),
  GHS03: (
    <>
      <path d="M50 24c6 8 12 13 11 23-2-2-5-3-11-3s-9 1-11 3c-1-6 3-9 5-13 2 3 3 5 3 8 3-5 5-11 3-18z" />
      <circle cx="50" cy="58" r="9" fill="none" stroke="currentColor" strokeWidth="4" />
      <rect x="33" y="70" width="34" height="4" />
    </>
  ),
  GHS04: (
    <g transform="rotate(-35 50 52)">
      <rect x="41" y="34" width="18" height="38" rx="8" />
      <rect x="46" y="27" width="8" height="8" />
      <rect x="43" y="25" width="14" height="3" />
    </g>
  ),
  GHS05: (
    <>
      <path d="M30 26l9 4-6 12-8-4z" />
      <path d="M61 30l9-4 5 12-8 4z" />
      <path d="M33 46l2 5-2 2-2-2z" />
      <path d="M67 46l2 5-2 2-2-2z" />
      <path d="M24 62h22v8H24l4-4z" />
      <path d="M56 60h10c4 0 6 3 6 5v5H56z" />
      <path d="M58 60v-3M62 60v-4M66 60v-3" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  GHS06: (
    <>
      <path d="M50 26c8 0 13 6 13 13 0 5-3 8-5 9v5H42v-5c-2-1-5-4-5-9 0-7 5-13 13-13z" />
      <circle cx="45" cy="39" r="3.5" fill="#fff" />
      <circle cx="55" cy="39" r="3.5" fill="#fff" />
      <path
        d="M33 58l34 12M33 70l34-12"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </>
  ),
  GHS07: (
    <>
      <path d="M45 26h10l-2 32h-6z" />
      <circle cx="50" cy="67" r="5" />
    </>
  ),
  GHS08: (
    <>
      <circle cx="50" cy="29" r="5" />
      <path d="M36 75V48c0-8 6-12 14-12s14 4 14 12v27z" />
      <path d="M50 44l3 7 7-1-5 5 4 6-7-2-2 7-2-7-7 2 4-6-5-5 7 1z" fill="#fff" />
    </>
  ),
  GHS09: (
    <>
      <path d="M34 72V42M34 50l-8-8M34 46l7-9M34 58l8-6" stroke="currentColor" strokeWidth="3" />
      <path d="M46 64c4-6 13-7 19-3l6-4v12l-6-4c-6 4-15 3-19-1z" />
      <circle cx="52" cy="63" r="1.5" fill="#fff" />
      <path d="M24 73h52" stroke="currentColor" strokeWidth="3" />
    </>
  ),
};

/**
 * One pictogram, announced by its name ("Flame"); `size` in CSS pixels. Decorative beside
 * text that already names it (a checkbox's label), so it is not read twice.
 */
export function GhsPictogramImage({
  code,
  size = 64,
  isDecorative = false,
}: {
  code: GhsPictogram;
  size?: number;
  isDecorative?: boolean;
}) {
  const name = GHS_PICTOGRAMS[code];
  const a11y = isDecorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const);
  return (
    <svg
      {...a11y}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className="shrink-0 text-black"
      fill="currentColor"
    >
      {!isDecorative && <title>{name}</title>}
      <path d="M50 4 96 50 50 96 4 50z" fill="#fff" stroke="#dc2626" strokeWidth="7" />
      {SYMBOLS[code]}
    </svg>
  );
}
