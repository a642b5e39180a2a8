import type { AttributeKind } from '@labshop/domain/attributes/attribute-kinds';

// Typed attributes of the demo categories beyond those the specification rows turn into by
// migration 0022's rule (capacity_g, readability_mg, maximum_speed_rpm, pack_size_ml...):
// choices and yes/no a shopper filters by, with each demo product's value by SKU.

export interface DemoAttribute {
  label: string;
  key: string;
  kind: AttributeKind;
  unit?: string;
  choices?: string[];
  isFacet: boolean;
  values: Record<string, number | string | boolean>;
}

export const demoAttributes: Record<string, DemoAttribute[]> = {
  'Balances & Weighing': [
    {
      label: 'Internal calibration',
      key: 'internal_calibration',
      kind: 'boolean',
      isFacet: true,
      values: {
        'MT-ME204': true,
        'SAR-QUINTIX224': true,
        'SHI-ATX224R': true,
        'SHI-UX6200H': false,
        'WEN-PGB220': false,
        'CIT-CY220': false,
      },
    },
  ],
  Centrifuges: [
    {
      label: 'Rotor',
      key: 'rotor',
      kind: 'choice',
      choices: ['Fixed angle', 'Swing-out', 'Capillary'],
      isFacet: true,
      values: {
        'REM-R8C-BL': 'Swing-out',
        'EPP-5405000107': 'Fixed angle',
        'EPP-5453000015': 'Fixed angle',
        'TFS-75007200': 'Swing-out',
        'TAR-SPINWIN-MC02': 'Fixed angle',
        'REM-C24PLUS': 'Fixed angle',
        'REM-RM12C': 'Capillary',
      },
    },
    {
      label: 'Refrigerated',
      key: 'refrigerated',
      kind: 'boolean',
      isFacet: true,
      values: {
        'REM-R8C-BL': false,
        'EPP-5405000107': false,
        'EPP-5453000015': false,
        'TFS-75007200': false,
        'TAR-SPINWIN-MC02': false,
        'REM-C24PLUS': true,
        'REM-RM12C': false,
      },
    },
  ],
  'Chemicals & Reagents': [
    {
      label: 'Grade',
      key: 'grade',
      kind: 'choice',
      choices: ['AR', 'ACS', 'HPLC', 'HPLC gradient', 'EMPLURA', 'Microbiology'],
      isFacet: true,
      values: {
        'MER-1.06404': 'ACS',
        'SRL-85650': 'AR',
        'LOB-04140': 'AR',
        'HIM-M001-500G': 'Microbiology',
        'HIM-M1245-500G': 'Microbiology',
        'MER-1.37017': 'EMPLURA',
        'LOB-05400': 'AR',
        'SRL-47570': 'HPLC',
        'TFS-A998-4': 'HPLC gradient',
        'HIM-K001': 'Microbiology',
        'SRL-P0290': 'AR',
      },
    },
    {
      label: 'Purity',
      key: 'purity_percent',
      kind: 'number',
      unit: '%',
      isFacet: true,
      values: {
        'MER-1.06404': 99.5,
        'SRL-85650': 99.9,
        'LOB-04140': 35,
        'MER-1.37017': 98,
        'LOB-05400': 99.9,
        'SRL-47570': 99.9,
        'TFS-A998-4': 99.9,
      },
    },
  ],
  Glassware: [
    {
      label: 'Smallest volume',
      key: 'volume_min_ul',
      kind: 'number',
      unit: 'µl',
      isFacet: true,
      values: { 'TAR-PT200-96': 2, 'EPP-3123000063': 100 },
    },
    {
      label: 'Largest volume',
      key: 'volume_max_ul',
      kind: 'number',
      unit: 'µl',
      isFacet: true,
      values: { 'TAR-PT200-96': 200, 'EPP-3123000063': 1000 },
    },
  ],
  Microscopes: [
    {
      label: 'Head',
      key: 'head',
      kind: 'choice',
      choices: ['Monocular', 'Binocular', 'Trinocular'],
      isFacet: true,
      values: {
        'OLY-CX23LEDRFS1': 'Binocular',
        'LAB-VISION2000': 'Binocular',
        'MAG-MLXIPLUS': 'Binocular',
        'LAB-LX300T': 'Trinocular',
        'OLY-CX43RF': 'Trinocular',
        'LAB-CSM2': 'Binocular',
        'MAG-MS-STUDENT': 'Monocular',
      },
    },
  ],
  'Lab Safety': [
    {
      label: 'Protects',
      key: 'protects',
      kind: 'choice',
      choices: ['Eyes and face', 'Body', 'Hands', 'Feet', 'Breathing', 'Hearing', 'Emergency'],
      isFacet: true,
      values: {
        '3M-VIRTUA-CCS': 'Eyes and face',
        'KAR-LC-COT': 'Body',
        'ANS-92-600': 'Hands',
        '3M-6200': 'Breathing',
        'KAR-ES73': 'Eyes and face',
        '3M-1110': 'Hearing',
        'KAR-EW-WALL': 'Emergency',
        'CEA-CO2-45': 'Emergency',
        '3M-SK-CHEM20': 'Emergency',
        'KAR-FS05': 'Feet',
      },
    },
  ],
  'Refurbished Instruments': [
    {
      label: 'Warranty',
      key: 'warranty_months',
      kind: 'number',
      unit: 'months',
      isFacet: true,
      values: { 'REF-SHI-UV1800': 6, 'REF-OLY-CX31': 6 },
    },
  ],
};
