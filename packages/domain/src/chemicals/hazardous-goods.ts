// Whether a product ships as dangerous goods, apart from the GHS lists and their zod rules so
// the cart and checkout pages can ask it without loading either.

/** Whether the goods ship as hazardous: a pictogram or a signal word on the label. */
export function isHazardous(
  ghs: { pictograms: readonly string[]; signalWord: string | null } | null | undefined,
): boolean {
  return Boolean(ghs && (ghs.pictograms.length > 0 || ghs.signalWord !== null));
}
