import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { useAppDispatch, useLiveStream, watchSessionElsewhere } from '@tac/goform';
import { Box, chakra, CloseButton, dismissErrorToasts, Drawer, Flex, Image, Portal } from '@tac/ui';
import { brand } from '../brand/brand';
import { useLocationTrail } from '../sections/useLocationTrail';
import { DoorAlarmBanner } from './DoorAlarmBanner';
import { Navbar } from './Navbar';
import { PendingNetworkBanner } from './PendingNetworkBanner';
import { SessionExpiryWarning } from './SessionExpiryWarning';
import { Sidebar } from './Sidebar';
import { useRehearsal } from '../startup/rehearsalContext';
import { useSidebar } from './useSidebar';
import { identityText, useDeviceIdentity } from './deviceIdentity';

const SIDEBAR_WIDTH = '240px';

function Logo() {
  return (
    <Box px="4" py="3" borderBottomWidth="1px">
      <Image src={brand.logoUrl} alt={brand.title} height="9" />
    </Box>
  );
}

/**
 * document.title = `<serial> (<IP>) – <screen> – <brand>` (SPEC §2, walk #21). The device comes
 * first: with several terminals open, a narrow tab still shows which one it is, and the brand,
 * the same in every tab, comes last; the whole title shows on hover.
 */
function useDocumentTitle(trail: string[]) {
  const { t } = useTranslation();
  const rehearsal = useRehearsal();
  const identity = useDeviceIdentity();
  const last = trail[trail.length - 1];
  const title = [identity && identityText(identity), last && t(last), brand.title].filter(Boolean).join(' – ');
  useEffect(() => {
    if (!rehearsal) document.title = title;
  }, [title, rehearsal]);
}

/**
 * An error toast belongs to the page that raised it: moving to another page (or arriving
 * in the console from the sign-in) takes it away. A success stays: it often confirms what
 * led here (saved, then back to the list).
 */
function useErrorToastsOfThePage() {
  const { pathname } = useLocation();
  useEffect(() => {
    dismissErrorToasts();
  }, [pathname]);
}

/** A logout in another tab (or a session it found lapsed) ends this tab's session too, with the same notice. */
function useSessionOfOtherTabs() {
  const dispatch = useAppDispatch();
  const rehearsal = useRehearsal();
  useEffect(() => (rehearsal ? undefined : watchSessionElsewhere(dispatch)), [dispatch, rehearsal]);
}

const MAIN_ID = 'main-content';
/** How long a screen (a section loading) has to draw its heading for the focus to go there. */
const HEADING_WAIT_MS = 10_000;

/** The screen's heading takes the focus (tabindex -1: focusable from script only); else the content does. */
function focusContent(): boolean {
  const main = document.getElementById(MAIN_ID);
  const target = main?.querySelector<HTMLElement>('h1');
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  return true;
}

/**
 * After each navigation the focus goes to the new screen's heading, as a page load would bring a
 * screen reader and the Tab key to the top of the content (walk 2026-11-27 #24), unless the
 * screen put it somewhere in its content itself. The first screen after a load keeps the browser's
 * order (the skip link first), and so does a redirect (a replaced entry, e.g. / to the home screen).
 * A screen still loading is waited for until the visitor presses a key or the pointer.
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_ID);
    if (!main || navigationType === 'REPLACE') return;
    const untouched = () => {
      const active = document.activeElement;
      return !active || active === document.body || !main.contains(active);
    };
    if (untouched() && focusContent()) return;
    // The screen is still loading (a lazy section): its heading is awaited.
    const observer = new MutationObserver(() => {
      if (!untouched() || focusContent()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname, navigationType]);
}

/** The first stop of the Tab key: straight to the content, past the sidebar's links (walk #24). */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        if (!focusContent()) document.getElementById(MAIN_ID)?.focus();
      }}
      position="absolute"
      insetStart="2"
      top="2"
      zIndex="skipNav"
      px="3"
      py="2"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderRadius="md"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {t('shell:skipToContent')}
    </chakra.a>
  );
}

/** Sidebar (a drawer on mobile) + navbar around the current screen. */
export function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const sidebar = useSidebar();
  const trail = useLocationTrail();
  useDocumentTitle(trail);
  useErrorToastsOfThePage();
  useSessionOfOtherTabs();
  useFocusHeadingOnNavigation();
  useLiveStream(!useRehearsal());

  return (
    <Flex minH="100vh">
      <SkipLink />
      {sidebar.mobile ? (
        <Drawer.Root
          open={sidebar.open}
          onOpenChange={(e) => (e.open ? undefined : sidebar.close())}
          placement="start"
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW={SIDEBAR_WIDTH}>
                <Drawer.Title asChild>
                  <div>
                    <Logo />
                  </div>
                </Drawer.Title>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('shell:sidebar.collapse')} />
                </Drawer.CloseTrigger>
                <Sidebar onNavigate={sidebar.close} />
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : (
        sidebar.open && (
          <Flex
            as="aside"
            direction="column"
            width={SIDEBAR_WIDTH}
            flexShrink={0}
            borderEndWidth="1px"
            position="sticky"
            top="0"
            height="100vh"
          >
            <Logo />
            <Box flex="1" minH="0">
              <Sidebar onNavigate={sidebar.close} />
            </Box>
          </Flex>
        )
      )}
      <Flex direction="column" flex="1" minW="0">
        <Navbar trail={trail} mobile={sidebar.mobile} sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
        <DoorAlarmBanner />
        <PendingNetworkBanner />
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW="0" outline="none">
          {children ?? <Outlet />}
        </Box>
      </Flex>
      <SessionExpiryWarning />
    </Flex>
  );
}
