import { Fragment, useRef, useState, type Ref } from 'react';
import { useTranslation, LANGUAGES, getLanguage, setLanguage, isLanguageCode, isRtl } from '@tac/i18n';
import { Breadcrumb, Button, Flex, IconButton, Menu, Portal, Spacer, Text } from '@tac/ui';
import { selectUserName, useAppSelector } from '@tac/goform';
import { ModifyPasswordDialog } from './ModifyPasswordDialog';
import { LogoutDialog } from './LogoutDialog';
import { MenuIcon, ChevronIcon } from './icons';
import { DeviceIdentityLabel, useDeviceIdentity } from './deviceIdentity';

/** SPEC §2: section › screen; on mobile only the last title. */
function Trail({ trail, mobile }: { trail: string[]; mobile: boolean }) {
  const { t } = useTranslation();
  const shown = mobile ? trail.slice(-1) : trail;
  return (
    // A title wraps between words, never inside one ("Eve/nts" at 375 px): the serial beside it gives way first.
    <Breadcrumb.Root aria-label={t('shell:navbar.breadcrumb')} minW="min-content">
      <Breadcrumb.List wordBreak="normal">
        {shown.map((key, i) => (
          <Fragment key={key}>
            {/* Chakra's recipe already turns the separator round in right-to-left pages. */}
            {i > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {i === shown.length - 1 ? (
                <Breadcrumb.CurrentLink>{t(key)}</Breadcrumb.CurrentLink>
              ) : (
                <Text as="span">{t(key)}</Text>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

function UserMenu({
  triggerRef,
  onModifyPassword,
  onLogout,
}: {
  triggerRef: Ref<HTMLButtonElement>;
  onModifyPassword(): void;
  onLogout(): void;
}) {
  const { t, i18n } = useTranslation();
  // The menu sits at the inline end of the navbar: the language list opens towards the page.
  const languagePlacement = isRtl(i18n.language) ? 'right-start' : 'left-start';
  const name = useAppSelector(selectUserName);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button ref={triggerRef} variant="ghost" aria-label={t('shell:navbar.userMenu')}>
          <Text as="span" truncate maxW="40">
            {name}
          </Text>
          <ChevronIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="modifyPassword" onSelect={onModifyPassword}>
              {t('shell:navbar.modifyPassword')}
            </Menu.Item>
            <Menu.Root positioning={{ placement: languagePlacement, gutter: 2 }}>
              <Menu.TriggerItem>{t('shell:navbar.language')}</Menu.TriggerItem>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content maxH="80vh" overflowY="auto">
                    <Menu.RadioItemGroup
                      value={getLanguage()}
                      onValueChange={(e) => {
                        if (isLanguageCode(e.value)) void setLanguage(e.value);
                      }}
                    >
                      {LANGUAGES.map((lang) => (
                        <Menu.RadioItem key={lang.code} value={lang.code} lang={lang.bcp47}>
                          {/* Each name in its own direction, every row aligned as the page is. */}
                          <bdi dir={lang.dir}>{lang.name}</bdi>
                          <Menu.ItemIndicator />
                        </Menu.RadioItem>
                      ))}
                    </Menu.RadioItemGroup>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={onLogout}>
              {t('shell:navbar.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function Navbar({
  trail,
  mobile,
  sidebarOpen,
  onToggleSidebar,
}: {
  trail: string[];
  mobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'password' | 'logout' | null>(null);
  const userMenu = useRef<HTMLButtonElement>(null);
  const backToUserMenu = () => userMenu.current;
  const identity = useDeviceIdentity();
  return (
    <Flex as="header" align="center" gap="2" px="2" height="14" borderBottomWidth="1px" bg="bg">
      <IconButton
        variant="ghost"
        aria-label={t(sidebarOpen ? 'shell:sidebar.collapse' : 'shell:sidebar.expand')}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </IconButton>
      <Trail trail={trail} mobile={mobile} />
      <Spacer />
      {identity && <DeviceIdentityLabel identity={identity} />}
      <UserMenu triggerRef={userMenu} onModifyPassword={() => setDialog('password')} onLogout={() => setDialog('logout')} />
      <ModifyPasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} finalFocusEl={backToUserMenu} />
      <LogoutDialog open={dialog === 'logout'} onClose={() => setDialog(null)} finalFocusEl={backToUserMenu} />
    </Flex>
  );
}
