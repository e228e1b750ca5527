import { BACKUP_SCREENS, BACKUP_USERS, FIELD_OWNERS, SETTINGS_GROUPS, wifiGroup, type AuditKind, type AuditRow } from '@tac/goform';
import { fieldLabelKey, screenNamespace, useSectionTexts, useTranslation } from '@tac/i18n';

/** The kinds whose entries are about one user (the target is its ID), naming the user's fields. */
const USER_KINDS: readonly string[] = ['userAdd', 'userEdit', 'userDelete', 'userImport', 'userPassword', 'userEnrol'] satisfies AuditKind[];

/**
 * What an entry's changes are fields of, by the name FIELD_OWNERS gives it: a settings group
 * (the target is its id, "timezone 3" a row of it), the Wi-Fi group a join changed, a user.
 */
function ownerOf({ kind, target }: Pick<AuditRow, 'kind' | 'target'>): string | undefined {
  if (kind === 'settings' || kind === 'settingsReverted') return target.split(' ')[0];
  if (kind === 'wifiConnect') return wifiGroup.id;
  return USER_KINDS.includes(kind) ? BACKUP_USERS : undefined;
}

/** The sections whose screens label the fields an entry can name: every settings group's, the users'. */
const LABEL_NAMESPACES = [
  ...new Set([...SETTINGS_GROUPS.flatMap((g) => [g.screen, ...Object.values(g.fieldScreens ?? {})]), BACKUP_SCREENS.users].map(screenNamespace)),
];

/**
 * A changed field named as its own screen labels it, in the console language ("ip" is
 * Ethernet's "IP Address"); the device's key where no screen labels it, and until the
 * sections' texts have loaded (`ready` says when they have).
 */
export function useChangeLabel() {
  const { t, i18n } = useTranslation('dataReport');
  const ready = useSectionTexts(LABEL_NAMESPACES);
  const label = (row: Pick<AuditRow, 'kind' | 'target'>, field: string): string => {
    const screen = FIELD_OWNERS[ownerOf(row) ?? '']?.screenOf(field);
    const key = screen && fieldLabelKey(screen, field);
    return key && i18n.exists(key) ? t(key) : field;
  };
  return { ready, label };
}
