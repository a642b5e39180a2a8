import type { GhsClassification } from '@labshop/domain/chemicals/ghs';

// The demo chemicals' GHS labels by SKU, as their suppliers' safety data sheets classify them
// (EU CLP harmonised entries). Sodium chloride and the culture media carry no classification.

export const demoGhs: Readonly<Record<string, GhsClassification>> = {
  // Ethanol absolute
  'SRL-85650': {
    pictograms: ['GHS02', 'GHS07'],
    signalWord: 'Danger',
    hazardStatements: ['H225', 'H319'],
    precautionaryStatements: ['P210', 'P233', 'P240', 'P241', 'P242', 'P305+P351+P338'],
  },
  // Hydrochloric acid 35-38%
  'LOB-04140': {
    pictograms: ['GHS05', 'GHS07'],
    signalWord: 'Danger',
    hazardStatements: ['H290', 'H314', 'H335'],
    precautionaryStatements: [
      'P234',
      'P261',
      'P271',
      'P280',
      'P303+P361+P353',
      'P304+P340',
      'P305+P351+P338',
      'P310',
    ],
  },
  // Sodium hydroxide pellets
  'MER-1.37017': {
    pictograms: ['GHS05'],
    signalWord: 'Danger',
    hazardStatements: ['H290', 'H314'],
    precautionaryStatements: [
      'P234',
      'P280',
      'P301+P330+P331',
      'P303+P361+P353',
      'P304+P340',
      'P305+P351+P338',
      'P310',
    ],
  },
  // Potassium dichromate
  'LOB-05400': {
    pictograms: ['GHS03', 'GHS05', 'GHS06', 'GHS08', 'GHS09'],
    signalWord: 'Danger',
    hazardStatements: [
      'H272',
      'H301',
      'H312',
      'H314',
      'H317',
      'H330',
      'H334',
      'H340',
      'H350',
      'H360',
      'H372',
      'H410',
    ],
    precautionaryStatements: [
      'P201',
      'P220',
      'P273',
      'P280',
      'P301+P310',
      'P303+P361+P353',
      'P304+P340',
      'P305+P351+P338',
      'P308+P313',
    ],
  },
  // Methanol
  'SRL-47570': {
    pictograms: ['GHS02', 'GHS06', 'GHS08'],
    signalWord: 'Danger',
    hazardStatements: ['H225', 'H301+H311+H331', 'H370'],
    precautionaryStatements: [
      'P210',
      'P233',
      'P240',
      'P241',
      'P242',
      'P280',
      'P301+P310',
      'P303+P361+P353',
      'P304+P340',
      'P403+P235',
    ],
  },
  // Acetonitrile
  'TFS-A998-4': {
    pictograms: ['GHS02', 'GHS07'],
    signalWord: 'Danger',
    hazardStatements: ['H225', 'H302+H312+H332', 'H319'],
    precautionaryStatements: [
      'P210',
      'P233',
      'P240',
      'P241',
      'P242',
      'P280',
      'P301+P312',
      'P303+P361+P353',
      'P304+P340',
      'P305+P351+P338',
      'P403+P235',
    ],
  },
  // Phenolphthalein 1% in ethanol: the solvent's flammability and the indicator's CMR hazards.
  'SRL-P0290': {
    pictograms: ['GHS02', 'GHS07', 'GHS08'],
    signalWord: 'Danger',
    hazardStatements: ['H225', 'H319', 'H341', 'H350', 'H361'],
    precautionaryStatements: ['P201', 'P210', 'P233', 'P280', 'P305+P351+P338', 'P308+P313'],
  },
};
