import type { SeedProduct } from './types.ts';

export const analytical: SeedProduct[] = [
  {
    name: 'UV-1900i UV-Vis Spectrophotometer',
    brand: 'Shimadzu',
    sku: 'SHI-UV1900I',
    description:
      'Double-beam UV-Vis spectrophotometer with 1 nm resolution and ultra-fast scanning up to 29,000 nm/min. LabSolutions software and pharmacopoeia validation included; installation by our engineer.',
    mrp: 495000,
    price: 450000,
    stock: 2,
    minAlert: 1,
    tags: ['spectrophotometer', 'uv-vis', 'double beam'],
    delivery: { type: 'home', charge: 1500 },
    days: 21,
    featured: true,
  },
  {
    name: '2203 Smart Double Beam UV-Vis Spectrophotometer',
    brand: 'Systronics',
    sku: 'SYS-2203',
    description:
      'Indian-made double-beam spectrophotometer from 190 to 1100 nm with a colour touchscreen. Kinetics, quantitation and scanning modes built in.',
    mrp: 270000,
    price: 245000,
    stock: 3,
    minAlert: 1,
    tags: ['spectrophotometer', 'uv-vis'],
    delivery: { type: 'home', charge: 1200 },
    days: 18,
  },
  {
    name: 'SL 210 UV-Vis Spectrophotometer',
    brand: 'Elico',
    sku: 'ELI-SL210',
    description:
      'Double-beam UV-Vis spectrophotometer from Hyderabad with a 2 nm bandwidth and PC software. Widely used in pharma QC labs.',
    mrp: 205000,
    price: 185000,
    stock: 4,
    minAlert: 1,
    tags: ['spectrophotometer', 'uv-vis', 'pharma'],
    delivery: { type: 'home', charge: 1200 },
    days: 16,
  },
  {
    name: '166 Visible Spectrophotometer',
    brand: 'Systronics',
    sku: 'SYS-166',
    description:
      'Single-beam visible spectrophotometer from 340 to 960 nm for colorimetric assays. Simple keypad operation suits teaching labs.',
    mrp: 64000,
    price: 58000,
    stock: 6,
    minAlert: 2,
    tags: ['spectrophotometer', 'visible', 'teaching lab'],
    delivery: { type: 'home', charge: 600 },
    days: 10,
  },
  {
    name: 'CL 361 Flame Photometer',
    brand: 'Elico',
    sku: 'ELI-CL361',
    description:
      'Microprocessor flame photometer for sodium, potassium, lithium and calcium. Built-in air compressor; runs on LPG.',
    mrp: 80000,
    price: 72000,
    stock: 3,
    minAlert: 1,
    tags: ['flame photometer', 'sodium', 'potassium'],
    delivery: { type: 'home', charge: 800 },
    days: 14,
  },
  {
    name: 'HI88703 Precision Turbidity Meter',
    brand: 'Hanna Instruments',
    sku: 'HAN-HI88703-02',
    description:
      'EPA-compliant benchtop turbidimeter from 0.00 to 4000 NTU with ratio mode for coloured samples. Supplied with AMCO AEPA-1 standards.',
    mrp: 110000,
    price: 98000,
    stock: 2,
    minAlert: 1,
    tags: ['turbidity meter', 'water testing'],
    delivery: { type: 'home', charge: 700 },
    days: 12,
  },
  {
    name: 'Quartz Cuvette 10 mm, Matched Pair',
    brand: 'Hellma',
    sku: 'HEL-100-10-40',
    description:
      'Matched pair of QS quartz cuvettes usable from 200 to 2500 nm, with PTFE lids. Fits every standard spectrophotometer cell holder.',
    mrp: 9800,
    price: 8500,
    stock: 15,
    minAlert: 3,
    tags: ['cuvette', 'quartz', 'spectroscopy'],
    days: 6,
  },
];

// The category is inactive, so shoppers must not see these even though each product is active.
export const refurbished: SeedProduct[] = [
  {
    name: 'Refurbished UV-1800 Spectrophotometer',
    brand: 'Shimadzu',
    sku: 'REF-SHI-UV1800',
    description:
      'Factory-refurbished double-beam spectrophotometer with a new deuterium lamp and a one-year extended warranty. Listing opens when the refurbished range launches.',
    mrp: 320000,
    price: 195000,
    stock: 1,
    minAlert: 1,
    tags: ['refurbished', 'spectrophotometer'],
    delivery: { type: 'home', charge: 1500 },
    days: 21,
  },
  {
    name: 'Refurbished CX31 Binocular Microscope',
    brand: 'Olympus',
    sku: 'REF-OLY-CX31',
    description:
      'Serviced CX31 with recoated optics and a new LED conversion, backed by a one-year warranty. Listing opens when the refurbished range launches.',
    mrp: 70000,
    price: 45000,
    stock: 2,
    minAlert: 1,
    tags: ['refurbished', 'microscope'],
    delivery: { type: 'home', charge: 600 },
    days: 14,
  },
];
