// One drawing per kind of chemical pack; see glassware.ts for the canvas and classes.
export const chemicalShapes = {
  'powder-jar': `
    <rect x="52" y="24" width="96" height="30" rx="6" class="solid" />
    <path d="M56 54h88q10 0 10 10v100q0 10-10 10H66q-10 0-10-10V54" />
    <rect x="66" y="82" width="68" height="56" rx="4" class="fill" />
    <path d="M78 100h44M78 118h30" />`,
  'culture-media': `
    <rect x="34" y="30" width="76" height="24" rx="5" class="solid" />
    <path d="M38 54h68v100q0 8-8 8H46q-8 0-8-8z" />
    <rect x="46" y="80" width="52" height="44" rx="3" class="fill" />
    <ellipse cx="140" cy="150" rx="44" ry="16" />
    <path d="M96 150v10q0 16 44 16t44-16v-10" />
    <ellipse cx="140" cy="150" rx="32" ry="9" class="fill" />`,
  'solvent-bottle': `
    <rect x="84" y="12" width="32" height="20" rx="4" class="solid" />
    <path d="M88 32v22L58 76v92q0 10 10 10h64q10 0 10-10V76l-30-22V32" />
    <path d="M142 92q22 0 22 22t-22 22" />
    <path d="M60 116h80v52q0 8-8 8H68q-8 0-8-8z" class="fill" />
    <path d="M72 92l12 12" />`,
  'stain-kit': `
    <rect x="20" y="96" width="160" height="80" rx="8" />
    <path d="M20 120h160" />
    <path d="M40 96V62h24v34M84 96V62h24v34M128 96V62h24v34" class="fill" />
    <path d="M46 62V44h12v18M90 62V44h12v18M134 62V44h12v18" />
    <path d="M52 44v-10M96 44v-10M140 44v-10" />`,
  'dropper-bottle': `
    <path d="M94 8l6-4 6 4v26h-12z" class="solid" />
    <rect x="84" y="34" width="32" height="22" rx="5" />
    <path d="M88 56v12q-30 8-30 34v62q0 12 12 12h60q12 0 12-12v-62q0-26-30-34V56" />
    <path d="M58 120h84v44q0 12-12 12H70q-12 0-12-12z" class="fill" />`,
};
