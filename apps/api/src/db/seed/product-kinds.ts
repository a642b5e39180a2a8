import { chemicalShapes } from './product-shapes/chemicals.ts';
import { glasswareShapes } from './product-shapes/glassware.ts';
import { instrumentShapes } from './product-shapes/instruments.ts';
import { meterShapes, safetyShapes } from './product-shapes/meters-safety.ts';
import type { Pictogram } from './demo-data/types.ts';

export const productShapes = {
  ...glasswareShapes,
  ...chemicalShapes,
  ...instrumentShapes,
  ...meterShapes,
  ...safetyShapes,
};
export type ProductKind = keyof typeof productShapes;

// The kind of thing a product is, read from its name; the first rule that matches wins, so
// the more specific names come first ("pipette tips" before "pipette").
const RULES: [RegExp, ProductKind][] = [
  [/pipette tips/i, 'pipette-tips'],
  [/pipette/i, 'micropipette'],
  [/beaker/i, 'beaker'],
  [/volumetric flask/i, 'volumetric-flask'],
  [/conical flask|erlenmeyer/i, 'conical-flask'],
  [/measuring cylinder/i, 'measuring-cylinder'],
  [/burette/i, 'burette'],
  [/petri/i, 'petri-dish'],
  [/reagent bottle/i, 'reagent-bottle'],
  [/desiccator/i, 'desiccator'],
  [/test tube/i, 'test-tube'],
  [/agar|broth/i, 'culture-media'],
  [/stain kit/i, 'stain-kit'],
  [/indicator/i, 'dropper-bottle'],
  [/buffer|storage solution/i, 'solution-bottle'],
  [/ethanol|methanol|acetonitrile|acid/i, 'solvent-bottle'],
  [/chloride|hydroxide|dichromate|pellets/i, 'powder-jar'],
  [/moisture analy[sz]er/i, 'moisture-analyzer'],
  [/analytical balance/i, 'analytical-balance'],
  [/balance/i, 'precision-balance'],
  [/weight set/i, 'weight-set'],
  [/weighing boat/i, 'weighing-boat'],
  [/stereo/i, 'stereo-microscope'],
  [/trinocular/i, 'trinocular-microscope'],
  [/binocular/i, 'binocular-microscope'],
  [/camera/i, 'microscope-camera'],
  [/slide set/i, 'slide-box'],
  [/slides/i, 'microscope-slides'],
  [/microscope/i, 'monocular-microscope'],
  [/hot ?plate/i, 'hotplate-stirrer'],
  [/stirring bars/i, 'stir-bars'],
  [/magnetic stirrer/i, 'magnetic-stirrer'],
  [/oven/i, 'oven'],
  [/vortex/i, 'vortex-shaker'],
  [/water bath/i, 'water-bath'],
  [/furnace/i, 'muffle-furnace'],
  [/mantle/i, 'heating-mantle'],
  [/microcentrifuge tubes/i, 'micro-tubes'],
  [/centrifuge tubes/i, 'centrifuge-tubes'],
  [/microcentrifuge|micro centrifuge/i, 'microcentrifuge'],
  [/centrifuge/i, 'centrifuge'],
  [/flame photometer/i, 'flame-photometer'],
  [/turbidity/i, 'turbidity-meter'],
  [/cuvette/i, 'cuvette'],
  [/spectrophotometer/i, 'spectrophotometer'],
  [/electrode/i, 'electrode'],
  [/pocket|tester/i, 'ph-tester'],
  [/portable/i, 'portable-meter'],
  [/conductivity/i, 'conductivity-meter'],
  [/\bpH\b.*meter/, 'ph-meter'],
  [/goggles/i, 'goggles'],
  [/coat/i, 'lab-coat'],
  [/gloves/i, 'gloves'],
  [/respirator/i, 'respirator'],
  [/face shield/i, 'face-shield'],
  [/ear plugs/i, 'ear-plugs'],
  [/eye wash/i, 'eye-wash'],
  [/extinguisher/i, 'fire-extinguisher'],
  [/spill kit/i, 'spill-kit'],
  [/shoes/i, 'safety-shoes'],
];

// A product whose name matches no rule gets its category's drawing.
const CATEGORY_KIND: Record<Pictogram, ProductKind> = {
  flask: 'conical-flask',
  bottle: 'reagent-bottle',
  balance: 'analytical-balance',
  microscope: 'monocular-microscope',
  hotplate: 'hotplate-stirrer',
  centrifuge: 'centrifuge',
  'ph-meter': 'ph-meter',
  goggles: 'goggles',
  spectrometer: 'spectrophotometer',
};

export function productKind(name: string, categoryPictogram: Pictogram): ProductKind {
  return RULES.find(([pattern]) => pattern.test(name))?.[1] ?? CATEGORY_KIND[categoryPictogram];
}
