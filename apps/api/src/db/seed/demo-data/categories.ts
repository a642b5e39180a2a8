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

// HSN codes of the goods each category sells (lab glassware 7017, reagents 3822, balances 8423,
// microscopes 9011, heating 8419, centrifuges 8421, analysis instruments 9027, goggles 9004),
// with their GST slabs; every product of a category is invoiced under its category's code.
export const demoCategories: SeedCategory[] = [
  {
    name: 'Glassware',
    gst: { hsnCode: '70179090', ratePercent: 12 },
    status: 'active',
    pictogram: 'flask',
    background: '#e0f2f1',
    accent: '#0f766e',
    products: glassware,
  },
  {
    name: 'Chemicals & Reagents',
    gst: { hsnCode: '38220090', ratePercent: 18 },
    status: 'active',
    // Opened or not, a reagent that has left our store cannot be sold again.
    perishable: true,
    pictogram: 'bottle',
    background: '#fef3c7',
    accent: '#b45309',
    products: chemicals,
  },
  {
    name: 'Balances & Weighing',
    gst: { hsnCode: '84231000', ratePercent: 18 },
    status: 'active',
    pictogram: 'balance',
    background: '#e0e7ff',
    accent: '#4338ca',
    products: balances,
  },
  {
    name: 'Microscopes',
    gst: { hsnCode: '90118000', ratePercent: 18 },
    status: 'active',
    pictogram: 'microscope',
    background: '#f3e8ff',
    accent: '#7e22ce',
    products: microscopes,
  },
  {
    name: 'Heating & Stirring',
    gst: { hsnCode: '84198990', ratePercent: 18 },
    status: 'active',
    pictogram: 'hotplate',
    background: '#ffe4e6',
    accent: '#be123c',
    products: heatingStirring,
  },
  {
    name: 'Centrifuges',
    gst: { hsnCode: '84211990', ratePercent: 18 },
    status: 'active',
    pictogram: 'centrifuge',
    background: '#dbeafe',
    accent: '#1d4ed8',
    products: centrifuges,
  },
  {
    name: 'pH & Electrochemistry',
    gst: { hsnCode: '90278090', ratePercent: 18 },
    status: 'active',
    pictogram: 'ph-meter',
    background: '#dcfce7',
    accent: '#15803d',
    products: phElectrochemistry,
  },
  {
    name: 'Lab Safety',
    gst: { hsnCode: '90049090', ratePercent: 18 },
    status: 'active',
    pictogram: 'goggles',
    background: '#ffedd5',
    accent: '#c2410c',
    products: labSafety,
  },
  {
    name: 'Analytical Instruments',
    gst: { hsnCode: '90273010', ratePercent: 18 },
    status: 'active',
    pictogram: 'spectrometer',
    background: '#e2e8f0',
    accent: '#334155',
    products: analytical,
  },
  {
    name: 'Refurbished Instruments',
    gst: { hsnCode: '90118000', ratePercent: 18 },
    status: 'inactive',
    pictogram: 'microscope',
    background: '#f1f5f9',
    accent: '#64748b',
    products: refurbished,
  },
];
