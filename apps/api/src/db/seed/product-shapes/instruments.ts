// One drawing per kind of bench instrument; see glassware.ts for the canvas and classes.
export const instrumentShapes = {
  'analytical-balance': `
    <rect x="30" y="150" width="140" height="30" rx="6" />
    <rect x="120" y="158" width="38" height="14" rx="2" class="fill" />
    <path d="M100 150v-40M60 110h80" />
    <path d="M50 110q0-18 50-18t50 18" />
    <ellipse cx="100" cy="92" rx="46" ry="8" class="fill" />
    <path d="M46 78h108v-52H46z" stroke-dasharray="6 6" />`,
  'precision-balance': `
    <path d="M26 176h148l-10-44H36z" />
    <rect x="50" y="146" width="50" height="18" rx="3" class="fill" />
    <circle cx="136" cy="155" r="8" />
    <path d="M100 132v-22" />
    <rect x="40" y="96" width="120" height="14" rx="7" class="solid" />`,
  'moisture-analyzer': `
    <rect x="30" y="120" width="140" height="56" rx="8" />
    <path d="M36 120q0-70 64-70t64 70" class="fill" />
    <path d="M70 86h60" /><path d="M84 76q8-8 16 0t16 0" />
    <rect x="50" y="138" width="60" height="20" rx="3" class="fill" />
    <circle cx="142" cy="148" r="8" />`,
  'weight-set': `
    <rect x="18" y="110" width="164" height="70" rx="8" />
    <path d="M40 176v-36q0-8 8-8h20q8 0 8 8v36M86 176v-26q0-6 6-6h16q6 0 6 6v26M124 176v-18q0-5 5-5h12q5 0 5 5v18" class="fill" />
    <path d="M58 132v-12M100 144v-10M135 153v-8" />
    <circle cx="58" cy="114" r="6" /><circle cx="100" cy="130" r="5" /><circle cx="135" cy="142" r="4" />
    <path d="M18 110l20-50h124l20 50" />`,
  'weighing-boat': `
    <path d="M30 120h140l-22 40H52z" class="fill" />
    <path d="M30 120l22 40h96l22-40" />
    <path d="M40 96h120l-18 32" /><path d="M40 96l18 32" />
    <path d="M50 72h100l-14 28M50 72l14 28" />`,
  'binocular-microscope': `
    <path d="M40 180h120M60 180q0-30 40-30h30" />
    <path d="M130 150V60" /><rect x="66" y="120" width="64" height="10" rx="3" class="fill" />
    <path d="M86 34l24-8 30 72-24 8z" class="fill" />
    <path d="M70 30l18-12M96 22l14-14" />
    <path d="M108 104l-6 16" /><circle cx="150" cy="140" r="9" />`,
  'monocular-microscope': `
    <path d="M40 180h120M60 180q0-30 40-30h30" />
    <path d="M130 150V60" /><rect x="70" y="120" width="60" height="10" rx="3" class="fill" />
    <path d="M78 30l24-10 36 80-24 10z" class="fill" />
    <path d="M74 24l18-8M108 104l-6 18" />
    <circle cx="150" cy="140" r="9" />`,
  'trinocular-microscope': `
    <path d="M40 180h120M60 180q0-30 40-30h30" />
    <path d="M130 150V60" /><rect x="66" y="120" width="64" height="10" rx="3" class="fill" />
    <path d="M86 34l24-8 30 72-24 8z" class="fill" />
    <path d="M70 30l18-12M96 22l14-14" />
    <rect x="112" y="10" width="16" height="30" rx="3" class="solid" />
    <path d="M108 104l-6 16" /><circle cx="150" cy="140" r="9" />`,
  'stereo-microscope': `
    <rect x="30" y="160" width="140" height="20" rx="6" />
    <ellipse cx="90" cy="160" rx="34" ry="6" class="fill" />
    <path d="M150 160V40" />
    <rect x="66" y="66" width="70" height="40" rx="10" class="fill" />
    <path d="M136 86h14" />
    <path d="M74 66l-10-36M96 66l-6-36M58 30h16M84 30h16" />
    <path d="M88 106v20" />`,
  'microscope-camera': `
    <rect x="36" y="60" width="128" height="84" rx="12" />
    <circle cx="100" cy="102" r="26" class="fill" /><circle cx="100" cy="102" r="12" />
    <rect x="86" y="144" width="28" height="26" rx="3" class="solid" />
    <path d="M164 90q24 0 24 30v50" /><circle cx="140" cy="76" r="4" class="solid" />`,
  'microscope-slides': `
    <rect x="20" y="88" width="150" height="44" rx="3" transform="rotate(-12 95 110)" />
    <rect x="30" y="110" width="150" height="44" rx="3" class="fill" />
    <rect x="30" y="110" width="36" height="44" class="solid" />
    <circle cx="120" cy="132" r="10" />`,
  'slide-box': `
    <rect x="24" y="50" width="152" height="120" rx="8" />
    <path d="M24 78h152" />
    <path d="M44 90v68M60 90v68M76 90v68M92 90v68M108 90v68M124 90v68M140 90v68M156 90v68" class="fill" />
    <rect x="70" y="58" width="60" height="12" rx="3" class="solid" />`,
  'hotplate-stirrer': `
    <rect x="40" y="120" width="120" height="56" rx="8" />
    <rect x="50" y="108" width="100" height="12" rx="3" class="fill" />
    <circle cx="72" cy="150" r="9" /><circle cx="128" cy="150" r="9" />
    <path d="M76 104V44h48v60M70 44h60" />
    <path d="M80 80q10-8 20 0t20 0" /><path d="M92 98h16" />`,
  'magnetic-stirrer': `
    <path d="M34 176h132l-8-50H42z" />
    <ellipse cx="100" cy="126" rx="50" ry="8" class="fill" />
    <circle cx="70" cy="156" r="8" /><rect x="98" y="148" width="40" height="16" rx="3" class="fill" />
    <path d="M72 118V58h56v60M66 58h68" />
    <rect x="88" y="104" width="24" height="8" rx="4" class="solid" />
    <path d="M84 86q16 10 32 0" />`,
  oven: `
    <rect x="28" y="30" width="144" height="140" rx="8" />
    <rect x="42" y="46" width="92" height="108" rx="4" />
    <rect x="54" y="60" width="68" height="60" rx="3" class="fill" />
    <path d="M126 86v24M150 52v0M150 72v0" />
    <circle cx="152" cy="58" r="6" /><circle cx="152" cy="82" r="6" />
    <path d="M44 170v10M156 170v10" />`,
  'vortex-shaker': `
    <path d="M50 176h100l-14-60H64z" />
    <circle cx="82" cy="156" r="8" /><rect x="98" y="148" width="28" height="14" rx="3" class="fill" />
    <path d="M76 116v-18h48v18" class="fill" />
    <path d="M92 98V36q0-10 8-10t8 10v62" />
    <path d="M56 58q-14 14 0 28M144 58q14 14 0 28M42 48q-22 24 0 48M158 48q22 24 0 48" />`,
  'water-bath': `
    <rect x="22" y="70" width="156" height="104" rx="8" />
    <path d="M22 90h156" />
    <path d="M36 112q14-10 28 0t28 0 28 0 28 0 28 0v50H36z" class="fill" />
    <path d="M60 70V52h80v18" />
    <path d="M76 44q-6-10 0-20M100 44q-6-10 0-20M124 44q-6-10 0-20" />`,
  'stir-bars': `
    <rect x="30" y="50" width="120" height="24" rx="12" class="fill" />
    <rect x="50" y="92" width="110" height="22" rx="11" class="fill" transform="rotate(8 105 103)" />
    <rect x="40" y="136" width="90" height="20" rx="10" class="fill" />
    <path d="M60 62h60M70 104h70M56 146h58" />`,
  'muffle-furnace': `
    <rect x="30" y="36" width="140" height="138" rx="8" />
    <rect x="48" y="58" width="104" height="76" rx="4" />
    <path d="M66 120q-4-22 14-34q-2 16 10 22q0-18 14-28q2 20 14 26q6 6 6 14" class="fill" />
    <rect x="56" y="146" width="50" height="16" rx="3" class="fill" />
    <circle cx="136" cy="154" r="8" />`,
  'heating-mantle': `
    <path d="M30 110h140v20q0 46-70 46t-70-46z" class="fill" />
    <path d="M30 110h140" />
    <circle cx="100" cy="98" r="40" />
    <path d="M90 58V20h20v38M84 20h32" />
    <circle cx="152" cy="150" r="10" />`,
  centrifuge: `
    <rect x="34" y="70" width="132" height="104" rx="14" />
    <ellipse cx="100" cy="70" rx="66" ry="22" class="fill" />
    <circle cx="100" cy="70" r="10" />
    <path d="M100 70l-36-10M100 70l36-10M100 70l0 20" />
    <rect x="52" y="140" width="44" height="16" rx="3" class="fill" />
    <circle cx="140" cy="148" r="8" />`,
  microcentrifuge: `
    <path d="M40 176h120v-56q0-50-60-50t-60 50z" />
    <path d="M56 116q0-30 44-30t44 30" class="fill" />
    <circle cx="100" cy="112" r="8" />
    <path d="M100 112l-26 10M100 112l26 10" />
    <rect x="62" y="144" width="40" height="16" rx="3" class="fill" />
    <circle cx="132" cy="152" r="7" />`,
  'micro-tubes': `
    <path d="M44 50h32v60l-16 60-16-60z" class="fill" />
    <path d="M40 50h40M44 50v-10h32v10M80 44q14-4 14 12" />
    <path d="M104 50h32v60l-16 60-16-60z" class="fill" />
    <path d="M100 50h40M104 50v-10h32v10M140 44q14-4 14 12" />`,
  'centrifuge-tubes': `
    <rect x="48" y="20" width="40" height="20" rx="3" class="solid" />
    <path d="M52 40v110l16 28 16-28V40" />
    <path d="M52 100h32v50l-16 28-16-28z" class="fill" />
    <rect x="112" y="20" width="40" height="20" rx="3" class="solid" />
    <path d="M116 40v110l16 28 16-28V40" />
    <path d="M116 70h32M116 90h20M116 110h32" />`,
};
