import { useState } from 'react';
import { FILTER_PANEL_OPEN_MIN_WIDTH_PX } from '@labshop/domain/constants';

/** SPEC part 4: the panel starts open at 1024 px and wider, closed below. */
export function useFilterPanelOpen() {
  return useState(
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia(`(min-width: ${FILTER_PANEL_OPEN_MIN_WIDTH_PX}px)`).matches,
  );
}
