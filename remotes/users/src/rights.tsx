import { hasFullRights, selectFuns, useAppSelector } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Text } from '@tac/ui';

/** Whether this account may create, change or remove administrator users (the device refuses it otherwise). */
export function useManagesAdministrators(): boolean {
  return hasFullRights(useAppSelector(selectFuns));
}

/** Whether this account may change the given user: an administrator user needs full rights. */
export function useMayChangeUser(): (user: { admin: number }) => boolean {
  const manages = useManagesAdministrators();
  return (user) => manages || user.admin !== 1;
}

/** Said where an administrator user is shown to an account that may not change it. */
export function AdministratorOnlyNotice() {
  const { t } = useTranslation('users');
  return (
    <Text role="note" color="fg.muted">
      {t('rights.administratorOnly')}
    </Text>
  );
}
