import { useTranslation } from '@tac/i18n';
import type { BackupChange, BackupProblem } from '@tac/goform';
import { Alert, List, Table, Text } from '@tac/ui';

/** Secrets (PINs, passwords, keys) are not shown in a preview: only that they change. */
const SECRET = /password|pwd|key/i;

/** Which screen a change or problem belongs to, and its row (time zone 3, a reader's MAC, a user's id). */
function useWhere() {
  const { t } = useTranslation('machine');
  return ({ group, row }: { group: string; row?: string | number }) => {
    const screen = t(`backup.screen.${group}`, { defaultValue: group });
    return row === undefined ? screen : t('backup.row', { screen, row });
  };
}

/** A value of the file or the device as the preview shows it. */
function useShow() {
  const { t } = useTranslation('machine');
  return (field: string, value: unknown): string => {
    if (value === undefined || value === null) return t('backup.absent');
    if (SECRET.test(field)) return t('backup.secret');
    if (Array.isArray(value)) return value.length ? value.join(', ') : t('backup.none');
    return value === '' ? t('backup.empty') : String(value);
  };
}

/** The message the field's screen would show: the machine section's copy when the text lives in another section. */
function useProblemText() {
  const { t, i18n } = useTranslation('machine');
  return ({ message, values }: BackupProblem) => {
    const [ns, key] = message.split(':');
    const copy = `machine:backup.messages.${ns}.${key}`;
    if (i18n.exists(copy)) return t(copy, values);
    return i18n.exists(message) ? t(message, values) : t('common:invalid');
  };
}

/** A field by its wire name, the same in every language: isolated left-to-right inside a right-to-left line. */
function FieldName({ field }: { field: string }) {
  return (
    <Text as="bdi" dir="ltr" fontFamily="mono">
      {field}
    </Text>
  );
}

/** What the file would change, setting by setting: screen, setting, the device's value, the file's. */
export function BackupChanges({ changes }: { changes: BackupChange[] }) {
  const { t } = useTranslation('machine');
  const where = useWhere();
  const show = useShow();
  if (changes.length === 0) return <Text>{t('backup.noChanges')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="md">
      <Table.Root size="sm" stickyHeader aria-label={t('backup.changesLabel')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('backup.screenColumn')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('backup.settingColumn')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('backup.currentColumn')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('backup.restoredColumn')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.map((c) => (
            <Table.Row key={`${c.group}/${c.row ?? ''}/${c.field}`}>
              <Table.Cell>{where(c)}</Table.Cell>
              <Table.Cell>
                <FieldName field={c.field} />
              </Table.Cell>
              <Table.Cell wordBreak="break-word">{show(c.field, c.current)}</Table.Cell>
              <Table.Cell wordBreak="break-word">{show(c.field, c.restored)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Why the device refuses the file: each value it refuses, by screen and field. */
export function BackupProblems({ problems }: { problems: BackupProblem[] }) {
  const { t } = useTranslation('machine');
  const where = useWhere();
  const text = useProblemText();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('backup.problemsTitle', { problems: problems.length })}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="1" aria-label={t('backup.problemsLabel')}>
            {problems.map((p) => (
              <List.Item key={`${p.group}/${p.row ?? ''}/${p.field}/${p.message}`}>
                {where(p)}
                {p.field && (
                  <>
                    {' · '}
                    <FieldName field={p.field} />
                  </>
                )}
                {': '}
                {text(p)}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
