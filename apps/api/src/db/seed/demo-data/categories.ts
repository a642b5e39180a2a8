import type { SeedCategory } from './types.ts';
import { glassware } from './glassware.ts';
import { chemicals } from './chemicals.ts';
import { balances } from './balances.ts';
import { microscopes } from './microscopes.ts';
import { heatingStirring } from './heating-stirring.ts';
import { centrifuges } from './centrifuges.ts';
import { phElectrochemistry } from './ph-electrochemistry.ts';
import { labSafety } from './lab-safety.ts';
import { analytical, refurbished } from './analytical.ts';

export const demoCategories: SeedCategory[] = [
  {
    name: 'Glassware',
    status: 'active',
    pictogram: 'flask',
    background: '#e0f2f1',
    accent: '#0f766e',
    products: glassware,
  },
  {
    name: 'Chemicals & Reagents',
    status: 'active',
    pictogram: 'bottle',
    background: '#fef3c7',
    accent: '#b45309',
    products: chemicals,
  },
  {
    name: 'Balances & Weighing',
    status: 'active',
    pictogram: 'balance',
    background: '#e0e7ff',
    accent: '#4338ca',
    products: balances,
  },
  {
    name: 'Microscopes',
    status: 'active',
    pictogram: 'microscope',
    background: '#f3e8ff',
    accent: '#7e22ce',
    products: microscopes,
  },
  {
    name: 'Heating & Stirring',
    status: 'active',
    pictogram: 'hotplate',
    background: '#ffe4e6',
    accent: '#be123c',
    products: heatingStirring,
  },
  {
    name: 'Centrifuges',
    status: 'active',
    pictogram: 'centrifuge',
    background: '#dbeafe',
    accent: '#1d4ed8',
    products: centrifuges,
  },
  {
    name: 'pH & Electrochemistry',
    status: 'active',
    pictogram: 'ph-meter',
    background: '#dcfce7',
    accent: '#15803d',
    products: phElectrochemistry,
  },
  {
    name: 'Lab Safety',
    status: 'active',
    pictogram: 'goggles',
    background: '#ffedd5',
    accent: '#c2410c',
    products: labSafety,
  },
  {
    name: 'Analytical Instruments',
    status: 'active',
    pictogram: 'spectrometer',
    background: '#e2e8f0',
    accent: '#334155',
    products: analytical,
  },
  {
    name: 'Refurbished Instruments',
    status: 'inactive',
    pictogram: 'microscope',
    background: '#f1f5f9',
    accent: '#64748b',
    products: refurbished,
  },
];
