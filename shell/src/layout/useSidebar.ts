import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §2/§9: mobile when body width − 3 < 850; the sidebar closes itself at ≤ 850 px. */
export const MOBILE_BREAKPOINT = 850;
export const SIDEBAR_STORAGE_KEY = 'tac.sidebar';

const bodyWidth = () => document.body.clientWidth || window.innerWidth;
const isMobileWidth = () => bodyWidth() - 3 < MOBILE_BREAKPOINT;
const isNarrow = () => bodyWidth() <= MOBILE_BREAKPOINT;

function storedOpen(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'closed';
  } catch {
    return true;
  }
}

function storeOpen(open: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, open ? 'open' : 'closed');
  } catch {
    // Private mode without storage: the toggle still works for this visit.
  }
}

export interface SidebarState {
  mobile: boolean;
  open: boolean;
  toggle(): void;
  close(): void;
}

/**
 * Desktop: the remembered open/closed choice, closed automatically on narrow windows.
 * Mobile: a drawer, closed at first and after every navigation.
 */
export function useSidebar(): SidebarState {
  const [mobile, setMobile] = useState(isMobileWidth);
  const [desktopOpen, setDesktopOpen] = useState(() => storedOpen() && !isNarrow());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const onResize = () => {
      setMobile(isMobileWidth());
      if (isNarrow()) setDesktopOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggle = useCallback(() => {
    if (mobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setDesktopOpen((open) => {
      storeOpen(!open);
      return !open;
    });
  }, [mobile]);
  const close = useCallback(() => (mobile ? setDrawerOpen(false) : undefined), [mobile]);

  return { mobile, open: mobile ? drawerOpen : desktopOpen, toggle, close };
}
