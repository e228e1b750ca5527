import { BACKUP_LISTS, BACKUP_USERS, backupPeripheral, backupUser, SETTINGS_GROUPS } from '@tac/goform';
import { i18n, loadSectionTexts } from '@tac/i18n';
import { withFakeDevice } from '../../test/harness';
import { GROUP_TEXTS, OWNER_NAMESPACES } from './fieldTexts';

withFakeDevice();

/** Every setting a backup carries, by group: the settings groups (the clock is none), the lists, the users. */
const BACKUP_FIELDS: [string, string[]][] = [
  ...SETTINGS_GROUPS.filter((g) => g.id !== 'datetime').map((g): [string, string[]] => [g.id, Object.keys(g.fields)]),
  ...Object.keys(BACKUP_LISTS).map((list): [string, string[]] => [list, Object.keys(backupPeripheral.shape)]),
  [BACKUP_USERS, Object.keys(backupUser.shape)],
];

beforeAll(() => loadSectionTexts(OWNER_NAMESPACES));

it.each(BACKUP_FIELDS)('names the screen and every field of %s by texts its section has', (group, fields) => {
  const texts = GROUP_TEXTS[group];
  expect(texts).toBeDefined();
  const missing = [texts!.screen, ...fields.flatMap((f) => [...(texts!.fields[f]?.label.map((l) => l.key) ?? [`<no label for ${f}>`]), texts!.fields[f]?.screen ?? texts!.screen])].filter(
    (key) => !i18n.exists(key),
  );
  expect(missing).toEqual([]);
});
