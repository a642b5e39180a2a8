import { useSyncExternalStore } from 'react';
import { FILTER_PANEL_OPEN_MIN_WIDTH_PX } from '@labshop/domain/constants';

// The filter panel is open by default at 1024 px and wider (docs/product). Narrower screens get
// the filters as a sheet over the list instead.
const QUERY = `(min-width: ${FILTER_PANEL_OPEN_MIN_WIDTH_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** Whether the filters sit in a side panel (wide screens) rather than a sheet. */
export function useIsPanelLayout(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}
