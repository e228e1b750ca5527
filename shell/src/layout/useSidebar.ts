import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isMobileLayout, MOBILE_LAYOUT_WIDTH } from '@tac/ui';

export const SIDEBAR_STORAGE_KEY = 'tac.sidebar';

/** SPEC §9: on the desktop layout the sidebar closes itself at ≤ 850 px (the mobile rule is @tac/ui's). */
const isNarrow = () => (document.body.clientWidth || window.innerWidth) <= MOBILE_LAYOUT_WIDTH;

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
  const [mobile, setMobile] = useState(isMobileLayout);
  const [desktopOpen, setDesktopOpen] = useState(() => storedOpen() && !isNarrow());
  const { pathname } = useLocation();
  // The drawer belongs to the path it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;

  useEffect(() => {
    const onResize = () => {
      setMobile(isMobileLayout());
      if (isNarrow()) setDesktopOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => {
    if (mobile) {
      setDrawerPath((path) => (path === pathname ? null : pathname));
      return;
    }
    storeOpen(!desktopOpen);
    setDesktopOpen(!desktopOpen);
  }, [mobile, pathname, desktopOpen]);
  const close = useCallback(() => setDrawerPath(null), []);

  return { mobile, open: mobile ? drawerOpen : desktopOpen, toggle, close };
}
