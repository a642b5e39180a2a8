// Line drawings on the 200 x 200 canvas of pictograms.ts (stroke in the accent colour; `fill`
// marks a translucent area, `solid` a filled one), one per kind of glassware.
export const glasswareShapes = {
  beaker: `
    <path d="M46 32h108M52 32l6 8v124q0 10 10 10h64q10 0 10-10V40l6-8" />
    <path d="M58 100h84v64q0 10-10 10H68q-10 0-10-10z" class="fill" />
    <path d="M120 56h22M126 74h16M120 92h22" />`,
  'conical-flask': `
    <path d="M80 20h40M88 20v55L45 160q-6 14 9 14h92q15 0 9-14L112 75V20" />
    <path d="M62 128h76l17 34q3 8-6 8H51q-9 0-6-8z" class="fill" />
    <circle cx="92" cy="145" r="5" /><circle cx="112" cy="155" r="4" />`,
  'volumetric-flask': `
    <rect x="90" y="10" width="20" height="14" rx="3" class="solid" />
    <path d="M92 24v92M108 24v92" />
    <path d="M86 64h28" />
    <path d="M92 116q-52 8-52 44 0 20 22 20h76q22 0 22-20 0-36-52-44" />
    <path d="M44 150q56 8 112 0q2 26-20 26H64q-22 0-20-26z" class="fill" />`,
  'measuring-cylinder': `
    <path d="M78 20h44M82 20v142M118 20v142" />
    <path d="M60 176h80l-8-14H68z" class="solid" />
    <rect x="82" y="80" width="36" height="82" class="fill" />
    <path d="M82 44h14M82 62h20M82 80h14M82 98h20M82 116h14M82 134h20" />`,
  burette: `
    <path d="M40 186h70M60 186V16" />
    <path d="M60 60h52" />
    <path d="M112 14h20M116 14v130M128 14v130" />
    <rect x="116" y="70" width="12" height="74" class="fill" />
    <path d="M116 144l6 12 6-12M122 156v22" />
    <path d="M108 150h28" /><circle cx="138" cy="150" r="5" />`,
  'petri-dish': `
    <ellipse cx="100" cy="112" rx="78" ry="30" />
    <path d="M22 112v18q0 30 78 30t78-30v-18" />
    <ellipse cx="100" cy="112" rx="62" ry="20" class="fill" />
    <circle cx="78" cy="108" r="6" class="solid" /><circle cx="112" cy="116" r="4" class="solid" />
    <circle cx="126" cy="104" r="5" class="solid" />
    <ellipse cx="100" cy="60" rx="78" ry="26" stroke-dasharray="8 8" />`,
  'reagent-bottle': `
    <rect x="78" y="14" width="44" height="26" rx="5" class="solid" />
    <path d="M84 40v14q-34 10-34 40v70q0 12 12 12h76q12 0 12-12V94q0-30-34-40V40" />
    <path d="M52 110h96v54q0 12-12 12H64q-12 0-12-12z" class="fill" />
    <rect x="68" y="92" width="64" height="40" rx="4" />`,
  desiccator: `
    <path d="M30 104h140" />
    <path d="M40 104q0-56 60-62t60 62" />
    <rect x="90" y="24" width="20" height="18" rx="6" class="solid" />
    <path d="M40 104v50q0 20 20 20h80q20 0 20-20v-50" />
    <path d="M48 138h104" stroke-dasharray="6 6" />
    <path d="M42 150h116v4q0 20-20 20H62q-20 0-20-20z" class="fill" />`,
  'test-tube': `
    <path d="M24 96h152M30 96v80M170 96v80M24 130h152" />
    <path d="M58 22v126q0 12 12 12t12-12V22M52 22h36" />
    <path d="M94 22v126q0 12 12 12t12-12V22M88 22h36" />
    <path d="M130 22v126q0 12 12 12t12-12V22M124 22h36" />
    <path d="M58 110v38q0 12 12 12t12-12v-38zM94 90v58q0 12 12 12t12-12v-58zM130 120v28q0 12 12 12t12-12v-28z" class="fill" />`,
  micropipette: `
    <rect x="88" y="8" width="24" height="16" rx="4" class="solid" />
    <path d="M100 24v10" />
    <path d="M84 34h32v70q0 8-6 12v22H90v-22q-6-4-6-12z" />
    <rect x="90" y="48" width="20" height="22" rx="3" class="fill" />
    <path d="M116 44q18 0 18 18" />
    <path d="M92 138h16l-6 48h-4z" class="fill" />`,
  'pipette-tips': `
    <rect x="24" y="96" width="152" height="80" rx="8" />
    <path d="M24 120h152" />
    <path d="M40 96l8-60 8 60M72 96l8-60 8 60M104 96l8-60 8 60M136 96l8-60 8 60" class="fill" />
    <path d="M40 146h120" stroke-dasharray="4 10" />`,
};
