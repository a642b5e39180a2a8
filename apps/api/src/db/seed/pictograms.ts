import type { Pictogram } from './demo-data/types.ts';

// Simple line drawings on a 200 x 200 canvas: enough to tell categories apart at a glance
// without shipping or downloading any artwork.
const PICTOGRAM_SHAPE: Record<Pictogram, string> = {
  flask: `
    <path d="M80 20h40M88 20v55L45 160q-6 14 9 14h92q15 0 9-14L112 75V20" />
    <path d="M62 128h76l17 34q3 8-6 8H51q-9 0-6-8z" class="fill" />
    <circle cx="92" cy="145" r="5" /><circle cx="112" cy="155" r="4" />`,
  bottle: `
    <rect x="82" y="18" width="36" height="22" rx="4" class="fill" />
    <path d="M86 40v18L60 80v92q0 8 8 8h64q8 0 8-8V80l-26-22V40" />
    <rect x="70" y="104" width="60" height="46" rx="4" class="fill" />
    <path d="M82 120h36M82 134h24" />`,
  balance: `
    <rect x="30" y="150" width="140" height="30" rx="6" />
    <rect x="120" y="158" width="38" height="14" rx="2" class="fill" />
    <path d="M100 150v-40M60 110h80" />
    <path d="M50 110q0-18 50-18t50 18" />
    <ellipse cx="100" cy="92" rx="46" ry="8" class="fill" />
    <path d="M46 78h108v-52H46z" stroke-dasharray="6 6" />`,
  microscope: `
    <path d="M40 180h120M60 180q0-30 40-30h30" />
    <path d="M130 150V60" /><rect x="70" y="120" width="60" height="10" rx="3" class="fill" />
    <path d="M78 30l24-10 36 80-24 10z" class="fill" />
    <path d="M74 24l18-8M108 104l-6 18" />
    <circle cx="150" cy="140" r="9" />`,
  hotplate: `
    <rect x="40" y="120" width="120" height="56" rx="8" />
    <rect x="50" y="108" width="100" height="12" rx="3" class="fill" />
    <circle cx="72" cy="150" r="9" /><circle cx="128" cy="150" r="9" />
    <path d="M76 104V44h48v60M70 44h60" />
    <path d="M80 80q10-8 20 0t20 0" /><path d="M92 98h16" />`,
  centrifuge: `
    <rect x="34" y="70" width="132" height="104" rx="14" />
    <ellipse cx="100" cy="70" rx="66" ry="22" class="fill" />
    <circle cx="100" cy="70" r="10" />
    <path d="M100 70l-36-10M100 70l36-10M100 70l0 20" />
    <rect x="52" y="140" width="44" height="16" rx="3" class="fill" />
    <circle cx="140" cy="148" r="8" />`,
  'ph-meter': `
    <rect x="36" y="40" width="76" height="130" rx="12" />
    <rect x="48" y="56" width="52" height="34" rx="4" class="fill" />
    <path d="M60 74h28" />
    <circle cx="60" cy="120" r="7" /><circle cx="88" cy="120" r="7" />
    <path d="M112 80q30 0 30 30v10" />
    <rect x="134" y="120" width="16" height="50" rx="6" class="fill" />
    <circle cx="142" cy="176" r="7" />`,
  goggles: `
    <path d="M20 96q-2-20 20-20h120q22 0 20 20" />
    <path d="M30 90h58v34q0 22-28 22t-30-22zM112 90h58v34q0 22-30 22t-28-22z" class="fill" />
    <path d="M88 100q12-10 24 0" />
    <path d="M44 110l14-12M128 110l14-12" />`,
  spectrometer: `
    <rect x="24" y="70" width="152" height="96" rx="10" />
    <rect x="38" y="84" width="64" height="40" rx="4" class="fill" />
    <path d="M44 114l10-16 10 8 10-20 10 14 12-6" />
    <rect x="122" y="84" width="38" height="22" rx="3" />
    <rect x="134" y="46" width="14" height="52" rx="2" class="fill" />
    <path d="M38 146h124" />`,
};

/** A category's pictogram as an SVG group, scaled to `size` pixels and placed at (x, y). */
export function pictogram(kind: Pictogram, x: number, y: number, size: number, accent: string) {
  return drawing(PICTOGRAM_SHAPE[kind], x, y, size, accent);
}

/** Any 200 x 200 line drawing (these or a product kind's) as a scaled SVG group. */
export function drawing(shape: string, x: number, y: number, size: number, accent: string) {
  const scale = size / 200;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${accent}"
    stroke-width="6" stroke-linecap="round" stroke-linejoin="round">
    <style>.fill { fill: ${accent}; fill-opacity: 0.18 } .solid { fill: ${accent} }</style>
    ${shape}
  </g>`;
}
