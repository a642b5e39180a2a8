import { analyticalSpecs } from './specs/analytical.ts';
import { balancesSpecs } from './specs/balances.ts';
import { centrifugesSpecs } from './specs/centrifuges.ts';
import { chemicalsSpecs } from './specs/chemicals.ts';
import { glasswareSpecs } from './specs/glassware.ts';
import { heatingStirringSpecs } from './specs/heating-stirring.ts';
import { labSafetySpecs } from './specs/lab-safety.ts';
import { microscopesSpecs } from './specs/microscopes.ts';
import { phElectrochemistrySpecs } from './specs/ph-electrochemistry.ts';
import type { DemoSpecs } from './specs/rows.ts';

// The specifications table of each demo product, by SKU, in the order the product page shows
// them, one file per category. Figures are those of the real instruments and consumables the
// demo names.
export const demoSpecs: DemoSpecs = {
  ...analyticalSpecs,
  ...balancesSpecs,
  ...centrifugesSpecs,
  ...chemicalsSpecs,
  ...glasswareSpecs,
  ...heatingStirringSpecs,
  ...labSafetySpecs,
  ...microscopesSpecs,
  ...phElectrochemistrySpecs,
};
