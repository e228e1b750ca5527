import { BACKUP_SCREENS } from '@tac/goform';
import { screenKeys } from '@tac/i18n';

/** The texts of a user's fields, by the label convention: the user list's (the screen a backup names users by). */
export const userKeys = screenKeys(BACKUP_SCREENS.users);
