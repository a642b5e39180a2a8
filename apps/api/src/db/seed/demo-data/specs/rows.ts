import type { ProductSpecInput } from '@labshop/domain/validation/product-specs';

export type DemoSpecs = Record<string, ProductSpecInput[]>;

type Rows = [key: string, value: string][];

/** Rows written as [key, value] pairs, so the data files stay one line per row. */
export const rows = (list: Rows): ProductSpecInput[] =>
  list.map(([key, value]) => ({ key, value }));
