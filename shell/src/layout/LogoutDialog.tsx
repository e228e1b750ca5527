import { useTranslation } from '@tac/i18n';
import { ConfirmDialog } from '@tac/ui';
import { navigation, useLogoutMutation } from '@tac/goform';
import type { DialogProps } from './dialogProps';

/** Logout asks first; afterwards the page reloads on /login (SPEC §2). */
export function LogoutDialog({ open, onClose, finalFocusEl }: DialogProps) {
  const { t } = useTranslation();
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <ConfirmDialog
      open={open}
      title={t('shell:navbar.logoutTitle')}
      message={t('shell:navbar.logoutConfirm')}
      busy={isLoading}
      onCancel={onClose}
      finalFocusEl={finalFocusEl}
      onConfirm={async () => {
        // The mutation clears the session even when the device does not answer.
        await logout();
        navigation.reloadTo('/login');
      }}
    />
  );
}
