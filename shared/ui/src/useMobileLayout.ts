import { useSyncExternalStore } from 'react';

/** SPEC §2: the mobile layout applies when the body's width minus 3 is below 850 px (the shell's layout follows it too). */
export const MOBILE_LAYOUT_WIDTH = 850;

const bodyWidth = () => document.body.clientWidth || window.innerWidth;

export const isMobileLayout = () => bodyWidth() - 3 < MOBILE_LAYOUT_WIDTH;

function onResize(changed: () => void) {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

/**
 * Whether the console is in its mobile layout, by SPEC's rule rather than a CSS breakpoint
 * (Chakra's `md` is 768 px: between 768 and 852 px a screen would mix the two layouts).
 */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(onResize, isMobileLayout, () => false);
}
