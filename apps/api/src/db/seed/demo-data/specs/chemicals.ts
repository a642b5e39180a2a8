import { rows, type DemoSpecs } from './rows.ts';

// Chemicals: the specifications table of each demo product, by SKU.
export const chemicalsSpecs: DemoSpecs = {
  'MER-1.06404': rows([
    ['Grade', 'AR, ACS, ISO, Reag. Ph Eur'],
    ['Assay', '≥99.5%'],
    ['Formula', 'NaCl'],
    ['Molar mass', '58.44 g/mol'],
    ['Storage', '15 to 25 °C, tightly closed'],
  ]),
  'SRL-85650': rows([
    ['Grade', 'AR'],
    ['Assay', '≥99.9%'],
    ['Water', '≤0.1%'],
    ['Pack size', '500 ml, glass bottle'],
    ['Hazard', 'Flammable liquid (GHS02)'],
  ]),
  'LOB-04140': rows([
    ['Grade', 'AR'],
    ['Assay', '35 to 38%'],
    ['Pack size', '2.5 L, glass bottle'],
    ['Hazard', 'Corrosive (GHS05)'],
    ['Storage', 'Below 30 °C, ventilated cabinet'],
  ]),
  'HIM-M001-500G': rows([
    ['Form', 'Dehydrated powder'],
    ['Use', '28 g per litre'],
    ['Final pH', '7.4 ±0.2 at 25 °C'],
    ['Sterilisation', '121 °C for 15 min'],
    ['Pack size', '500 g'],
    ['Storage', '10 to 30 °C, dry'],
  ]),
  'HIM-M1245-500G': rows([
    ['Form', 'Dehydrated powder'],
    ['Use', '25 g per litre'],
    ['Final pH', '7.5 ±0.2 at 25 °C'],
    ['Sterilisation', '121 °C for 15 min'],
    ['Pack size', '500 g'],
    ['Storage', '10 to 30 °C, dry'],
  ]),
  'MER-1.37017': rows([
    ['Grade', 'EMPLURA'],
    ['Assay', '≥98%'],
    ['Form', 'Pellets'],
    ['Pack size', '500 g, plastic bottle'],
    ['Hazard', 'Corrosive (GHS05)'],
  ]),
  'LOB-05400': rows([
    ['Grade', 'AR'],
    ['Assay', '≥99.9%'],
    ['Pack size', '250 g'],
    ['Hazard', 'Oxidiser, toxic, carcinogen'],
    ['Storage', 'Locked cabinet, away from organics'],
  ]),
  'SRL-47570': rows([
    ['Grade', 'HPLC'],
    ['Assay', '≥99.9%'],
    ['UV cutoff', '205 nm'],
    ['Water', '≤0.02%'],
    ['Hazard', 'Flammable, toxic'],
  ]),
  'TFS-A998-4': rows([
    ['Grade', 'HPLC gradient'],
    ['Assay', '≥99.9%'],
    ['UV cutoff', '190 nm'],
    ['Pack size', '2.5 L, amber glass'],
    ['Hazard', 'Flammable, harmful'],
  ]),
  'HIM-K001': rows([
    ['Contents', 'Crystal violet, Gram’s iodine, decolouriser, safranin'],
    ['Volume', '4 x 125 ml'],
    ['Tests', 'About 500'],
    ['Shelf life', '24 months'],
    ['Storage', '15 to 30 °C'],
  ]),
  'SRL-P0290': rows([
    ['Concentration', '1% w/v in ethanol'],
    ['pH range', '8.2 (colourless) to 10.0 (pink)'],
    ['Pack size', '125 ml'],
    ['Hazard', 'Flammable liquid'],
    ['Storage', '15 to 25 °C'],
  ]),
};
