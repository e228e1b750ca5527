import { useTranslation } from '@tac/i18n';
import { ConfirmDialog } from '@tac/ui';
import { navigation, useLogoutMutation } from '@tac/goform';
import type { DialogProps } from './dialogProps';

/** Logs out, then reloads on /login (SPEC §2); the mutation clears the session even when the device does not answer. */
export function useLogOut(): { logOut: () => Promise<void>; loggingOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const logOut = async () => {
    await logout();
    navigation.reloadTo('/login');
  };
  return { logOut, loggingOut: isLoading };
}

/** Logout asks first. */
export function LogoutDialog({ open, onClose, finalFocusEl }: DialogProps) {
  const { t } = useTranslation();
  const { logOut, loggingOut } = useLogOut();
  return (
    <ConfirmDialog
      open={open}
      title={t('shell:navbar.logoutTitle')}
      message={t('shell:navbar.logoutConfirm')}
      busy={loggingOut}
      onCancel={onClose}
      finalFocusEl={finalFocusEl}
      onConfirm={() => void logOut()}
    />
  );
}
