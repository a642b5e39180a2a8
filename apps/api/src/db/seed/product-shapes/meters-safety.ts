// Drawings for meters, optical instruments and safety gear; see glassware.ts for the canvas.
export const meterShapes = {
  'ph-meter': `
    <rect x="36" y="40" width="76" height="130" rx="12" />
    <rect x="48" y="56" width="52" height="34" rx="4" class="fill" />
    <path d="M60 74h28" />
    <circle cx="60" cy="120" r="7" /><circle cx="88" cy="120" r="7" />
    <path d="M112 80q30 0 30 30v10" />
    <rect x="134" y="120" width="16" height="50" rx="6" class="fill" />
    <circle cx="142" cy="176" r="7" />`,
  'conductivity-meter': `
    <rect x="30" y="60" width="96" height="110" rx="12" />
    <rect x="44" y="76" width="68" height="34" rx="4" class="fill" />
    <path d="M56 94h44" />
    <rect x="48" y="126" width="24" height="14" rx="3" /><rect x="84" y="126" width="24" height="14" rx="3" />
    <path d="M126 90q32 0 32 30" />
    <rect x="146" y="120" width="24" height="56" rx="4" class="fill" />
    <path d="M152 160h12M152 168h12" />`,
  'ph-tester': `
    <rect x="80" y="14" width="40" height="120" rx="14" />
    <rect x="88" y="32" width="24" height="30" rx="4" class="fill" />
    <circle cx="100" cy="84" r="6" />
    <path d="M90 134v30q0 14 10 14t10-14v-30" class="fill" />`,
  'portable-meter': `
    <rect x="36" y="30" width="70" height="124" rx="14" />
    <rect x="46" y="46" width="50" height="38" rx="4" class="fill" />
    <circle cx="58" cy="108" r="6" /><circle cx="84" cy="108" r="6" /><circle cx="71" cy="130" r="6" />
    <path d="M106 60q44 0 44 40v30" />
    <rect x="142" y="130" width="16" height="44" rx="6" class="solid" />`,
  electrode: `
    <path d="M100 8q0 14 0 22" />
    <rect x="88" y="30" width="24" height="34" rx="4" class="solid" />
    <path d="M90 64v92q0 8 4 10M110 64v92q0 8-4 10" />
    <circle cx="100" cy="170" r="12" class="fill" />
    <path d="M96 80v60" />`,
  'solution-bottle': `
    <rect x="80" y="20" width="40" height="22" rx="4" class="solid" />
    <path d="M84 42v12H66q-10 0-10 10v100q0 10 10 10h68q10 0 10-10V64q0-10-10-10h-18V42" />
    <path d="M56 100h88v64q0 10-10 10H66q-10 0-10-10z" class="fill" />
    <rect x="70" y="78" width="60" height="40" rx="4" />`,
  spectrophotometer: `
    <rect x="24" y="70" width="152" height="96" rx="10" />
    <rect x="38" y="84" width="64" height="40" rx="4" class="fill" />
    <path d="M44 114l10-16 10 8 10-20 10 14 12-6" />
    <rect x="122" y="84" width="38" height="22" rx="3" />
    <rect x="134" y="46" width="14" height="52" rx="2" class="fill" />
    <path d="M38 146h124" />`,
  'flame-photometer': `
    <rect x="30" y="86" width="140" height="88" rx="10" />
    <path d="M120 86V40h30v46" />
    <path d="M126 72q-6-14 9-26q-2 12 8 16q-2 8-7 12z" class="fill" />
    <rect x="44" y="102" width="56" height="32" rx="4" class="fill" />
    <circle cx="60" cy="154" r="7" /><circle cx="86" cy="154" r="7" />
    <path d="M140 150v0" />`,
  'turbidity-meter': `
    <path d="M40 176h120l-10-80H50z" />
    <rect x="60" y="112" width="52" height="30" rx="4" class="fill" />
    <path d="M126 96V34h20v62" /><path d="M122 34h28" />
    <path d="M126 60h20v36h-20z" class="fill" />
    <circle cx="82" cy="158" r="6" /><circle cx="134" cy="158" r="6" />`,
  cuvette: `
    <rect x="50" y="30" width="40" height="140" rx="3" />
    <rect x="50" y="80" width="40" height="90" class="fill" />
    <rect x="110" y="30" width="40" height="140" rx="3" />
    <rect x="110" y="80" width="40" height="90" class="fill" />
    <path d="M50 46h40M110 46h40" />`,
};

export const safetyShapes = {
  goggles: `
    <path d="M20 96q-2-20 20-20h120q22 0 20 20" />
    <path d="M30 90h58v34q0 22-28 22t-30-22zM112 90h58v34q0 22-30 22t-28-22z" class="fill" />
    <path d="M88 100q12-10 24 0" />
    <path d="M44 110l14-12M128 110l14-12" />`,
  'lab-coat': `
    <path d="M74 24l26 24 26-24 40 22 20 60-24 8-10-30v96H48V84l-10 30-24-8 20-60z" class="fill" />
    <path d="M74 24l26 24 26-24M100 48v132" />
    <path d="M68 118h20M112 118h20" />
    <circle cx="108" cy="80" r="3" class="solid" /><circle cx="108" cy="104" r="3" class="solid" />`,
  gloves: `
    <path d="M60 180V112L40 80q-6-10 4-14t16 6l8 14V34q0-10 9-10t9 10v48V22q0-10 9-10t9 10v60V30q0-10 9-10t9 10v56V46q0-10 9-10t9 10v66q0 32-26 48v20z" class="fill" />
    <path d="M60 160h66" />`,
  respirator: `
    <path d="M40 70q60-30 120 0" />
    <path d="M54 84q46-22 92 0l-8 60q-38 30-76 0z" class="fill" />
    <circle cx="58" cy="132" r="22" class="solid" /><circle cx="142" cy="132" r="22" class="solid" />
    <path d="M86 152h28" />`,
  'face-shield': `
    <path d="M40 44q60-24 120 0v14H40z" class="solid" />
    <path d="M44 58h112l-8 100q-48 26-96 0z" class="fill" />
    <path d="M30 50q-12 0-12 14M170 50q12 0 12 14" />`,
  'ear-plugs': `
    <rect x="30" y="70" width="40" height="66" rx="20" class="fill" transform="rotate(-18 50 103)" />
    <rect x="130" y="70" width="40" height="66" rx="20" class="fill" transform="rotate(18 150 103)" />
    <path d="M64 136q36 60 72 0" />`,
  'eye-wash': `
    <path d="M100 180V96M60 180h80" />
    <path d="M100 96H50M100 96h50" />
    <path d="M28 96q0-26 22-26t22 26zM128 96q0-26 22-26t22 26z" class="fill" />
    <path d="M44 60q0-12 6-22M150 60q0-12 6-22" />
    <rect x="110" y="112" width="30" height="12" rx="4" class="solid" />`,
  'fire-extinguisher': `
    <rect x="66" y="60" width="60" height="118" rx="22" class="fill" />
    <path d="M84 60V40h24v20M78 40h44l20-10" />
    <path d="M126 80q34 8 30 60" />
    <rect x="76" y="96" width="40" height="34" rx="4" />`,
  'spill-kit': `
    <path d="M40 60h120l-8 116H48z" class="fill" />
    <rect x="32" y="40" width="136" height="24" rx="6" class="solid" />
    <path d="M80 40q0-22 20-22t20 22" />
    <path d="M100 92v48M76 116h48" />`,
  'safety-shoes': `
    <path d="M30 150V70q0-8 8-8h40q6 0 8 8l10 40q50 6 70 24q6 8 6 16v14H30z" class="fill" />
    <path d="M30 164h142M50 80h30M52 98h34" />
    <path d="M130 126q16 6 30 20" />`,
};
