// Short safety data sheets for the demo solvents, so a fresh shop shows the download. Their
// classifications follow the substances' harmonised GHS entries, but they are demo documents:
// each says so on its first line.

export interface DemoSheetSection {
  title: string;
  lines: string[];
}

export interface DemoSheet {
  /** The demo product it belongs to. */
  sku: string;
  substance: string;
  casNumber: string;
  signalWord: 'Danger' | 'Warning';
  sections: DemoSheetSection[];
}

const handling = (extra: string): DemoSheetSection => ({
  title: '7. Handling and storage',
  lines: [
    'Keep away from heat, sparks, open flames and hot surfaces. No smoking.',
    'Use in a fume hood; ground and bond containers when transferring.',
    `Store in a tightly closed container in a cool, well-ventilated flammables cabinet. ${extra}`,
  ],
});

export const demoSheets: DemoSheet[] = [
  {
    sku: 'SRL-85650',
    substance: 'Ethanol absolute',
    casNumber: '64-17-5',
    signalWord: 'Danger',
    sections: [
      {
        title: '2. Hazards identification',
        lines: [
          'Flammable liquids, category 2; eye irritation, category 2.',
          'H225 Highly flammable liquid and vapour.',
          'H319 Causes serious eye irritation.',
          'P210, P233, P280, P305+P351+P338, P403+P235.',
        ],
      },
      {
        title: '4. First-aid measures',
        lines: [
          'Eyes: rinse cautiously with water for several minutes; remove contact lenses.',
          'Inhalation: move to fresh air. Ingestion: rinse mouth, seek medical advice.',
        ],
      },
      {
        title: '5. Fire-fighting measures',
        lines: [
          'Alcohol-resistant foam, carbon dioxide, dry powder. Vapours may form explosive mixtures with air.',
        ],
      },
      handling('Keep away from oxidising agents.'),
      {
        title: '14. Transport information',
        lines: ['UN 1170, ETHANOL, class 3, packing group II.'],
      },
    ],
  },
  {
    sku: 'SRL-47570',
    substance: 'Methanol',
    casNumber: '67-56-1',
    signalWord: 'Danger',
    sections: [
      {
        title: '2. Hazards identification',
        lines: [
          'Flammable liquids, category 2; acute toxicity, category 3; STOT single exposure, category 1.',
          'H225 Highly flammable liquid and vapour.',
          'H301+H311+H331 Toxic if swallowed, in contact with skin or if inhaled.',
          'H370 Causes damage to organs (eyes, central nervous system).',
          'P210, P260, P280, P301+P310, P403+P233.',
        ],
      },
      {
        title: '4. First-aid measures',
        lines: [
          'Call a poison centre or doctor at once after any exposure.',
          'Skin: take off contaminated clothing, rinse skin with water.',
        ],
      },
      {
        title: '5. Fire-fighting measures',
        lines: [
          'Alcohol-resistant foam, carbon dioxide, dry powder. Burns with an almost invisible flame.',
        ],
      },
      handling('Store locked up.'),
      {
        title: '14. Transport information',
        lines: ['UN 1230, METHANOL, class 3 (6.1), packing group II.'],
      },
    ],
  },
  {
    sku: 'TFS-A998-4',
    substance: 'Acetonitrile',
    casNumber: '75-05-8',
    signalWord: 'Danger',
    sections: [
      {
        title: '2. Hazards identification',
        lines: [
          'Flammable liquids, category 2; acute toxicity, category 4; eye irritation, category 2.',
          'H225 Highly flammable liquid and vapour.',
          'H302+H312+H332 Harmful if swallowed, in contact with skin or if inhaled.',
          'H319 Causes serious eye irritation.',
          'P210, P261, P280, P305+P351+P338, P403+P235.',
        ],
      },
      {
        title: '4. First-aid measures',
        lines: [
          'Inhalation: move to fresh air and keep at rest. Seek medical advice if unwell.',
          'Eyes: rinse cautiously with water for several minutes.',
        ],
      },
      {
        title: '5. Fire-fighting measures',
        lines: [
          'Alcohol-resistant foam, carbon dioxide, dry powder. Fire gives off hydrogen cyanide.',
        ],
      },
      handling('Keep away from strong acids and oxidising agents.'),
      {
        title: '14. Transport information',
        lines: ['UN 1648, ACETONITRILE, class 3, packing group II.'],
      },
    ],
  },
];
