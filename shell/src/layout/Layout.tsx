import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Box, CloseButton, dismissErrorToasts, Drawer, Flex, Image, Portal } from '@tac/ui';
import { brand } from '../brand/brand';
import { useLocationTrail } from '../sections/useLocationTrail';
import { Navbar } from './Navbar';
import { PendingNetworkBanner } from './PendingNetworkBanner';
import { Sidebar } from './Sidebar';
import { useRehearsal } from '../startup/rehearsalContext';
import { useSidebar } from './useSidebar';

const SIDEBAR_WIDTH = '240px';

function Logo() {
  return (
    <Box px="4" py="3" borderBottomWidth="1px">
      <Image src={brand.logoUrl} alt={brand.title} height="9" />
    </Box>
  );
}

/** document.title = brand title - current screen (SPEC §2). */
function useDocumentTitle(trail: string[]) {
  const { t } = useTranslation();
  const rehearsal = useRehearsal();
  const last = trail[trail.length - 1];
  const title = last ? `${brand.title} - ${t(last)}` : brand.title;
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

/** Sidebar (a drawer on mobile) + navbar around the current screen. */
export function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const sidebar = useSidebar();
  const trail = useLocationTrail();
  useDocumentTitle(trail);
  useErrorToastsOfThePage();

  return (
    <Flex minH="100vh">
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
        <PendingNetworkBanner />
        <Box as="main" flex="1" minW="0">
          {children ?? <Outlet />}
        </Box>
      </Flex>
    </Flex>
  );
}
