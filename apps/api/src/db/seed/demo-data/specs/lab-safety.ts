import { rows, type DemoSpecs } from './rows.ts';

// Lab safety: the specifications table of each demo product, by SKU.
export const labSafetySpecs: DemoSpecs = {
  '3M-VIRTUA-CCS': rows([
    ['Lens', 'Clear polycarbonate'],
    ['Coating', 'Anti-scratch, anti-fog'],
    ['UV protection', '99.9% UVA/UVB'],
    ['Standard', 'EN 166, ANSI Z87.1'],
    ['Fit', 'Corded ear plug control system'],
  ]),
  'KAR-LC-COT': rows([
    ['Material', '100% cotton twill'],
    ['Closure', 'Press studs'],
    ['Pockets', '3'],
    ['Sizes', 'S to XXL'],
    ['Care', 'Machine wash, 60 °C'],
  ]),
  'ANS-92-600': rows([
    ['Material', 'Nitrile, powder-free'],
    ['Thickness', '0.12 mm'],
    ['Length', '240 mm'],
    ['Standard', 'EN 374, EN 455'],
    ['Pack', 'Box of 100'],
  ]),
  '3M-6200': rows([
    ['Type', 'Half facepiece, reusable'],
    ['Size', 'Medium'],
    ['Material', 'Thermoplastic elastomer'],
    ['Filters', '3M 6000 and 2000 series (bayonet)'],
    ['Standard', 'EN 140'],
  ]),
  'KAR-ES73': rows([
    ['Visor', 'Clear polycarbonate, 200 mm'],
    ['Headgear', 'Ratchet adjustment'],
    ['Protection', 'Splash and impact'],
    ['Standard', 'EN 166'],
  ]),
  '3M-1110': rows([
    ['Noise reduction', 'SNR 37 dB'],
    ['Material', 'Polyurethane foam'],
    ['Cord', 'Polyester'],
    ['Standard', 'EN 352-2'],
    ['Pack', '100 pairs'],
  ]),
  'KAR-EW-WALL': rows([
    ['Type', 'Wall-mounted, twin eye-wash'],
    ['Bowl', 'ABS, 260 mm'],
    ['Flow', '1.5 L/min at 2 bar'],
    ['Valve', 'Stay-open push handle'],
    ['Connection', '1/2 inch BSP'],
    ['Standard', 'ANSI Z358.1'],
  ]),
  'CEA-CO2-45': rows([
    ['Agent', 'Carbon dioxide'],
    ['Capacity', '4.5 kg'],
    ['Fire classes', 'B, C and electrical'],
    ['Discharge time', 'About 15 s'],
    ['Standard', 'IS 15683, BIS marked'],
  ]),
  '3M-SK-CHEM20': rows([
    ['Absorbs', 'Up to 20 L'],
    ['Contents', 'Pads, socks, pillows, bags, gloves, goggles'],
    ['Suited to', 'Acids, bases and solvents'],
    ['Container', 'Portable bag'],
  ]),
  'KAR-FS05': rows([
    ['Toe', 'Steel toe cap, 200 J'],
    ['Sole', 'PU dual density, oil resistant'],
    ['Upper', 'Leather'],
    ['Sizes', '6 to 11 (UK)'],
    ['Standard', 'IS 15298'],
  ]),
};
