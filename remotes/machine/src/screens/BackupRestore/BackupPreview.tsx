import { useSectionTexts, useTranslation } from '@tac/i18n';
import type { BackupChange, BackupProblem } from '@tac/goform';
import { Alert, List, Table, Text } from '@tac/ui';
import { GROUP_TEXTS, OWNER_NAMESPACES, type Text as FieldText } from './fieldTexts';

/** Secrets (PINs, passwords, keys) are not shown in a preview: only that they change. */
const SECRET = /password|pwd|key/i;

interface Where {
  group: string;
  row?: string | number;
  field: string;
}

/**
 * Each setting named as its own screen names it, in the console language: the screen's menu
 * label, the field's label, a choice's option. The texts are their sections' (fieldTexts.ts);
 * until those load, or where a section cannot (a standalone remote), the wire names stand in.
 */
function useFieldTexts() {
  const { t, i18n } = useTranslation('machine');
  const ready = useSectionTexts(OWNER_NAMESPACES);
  const say = ({ key, values }: FieldText) => (i18n.exists(key) ? t(key, values) : undefined);
  const fieldOf = (group: string, field: string) => GROUP_TEXTS[group]?.fields[field.split('.')[0] ?? field];

  const screen = ({ group, field }: Pick<Where, 'group' | 'field'>) => {
    if (group === 'settings') return t('backup.settingsPart');
    const key = fieldOf(group, field)?.screen ?? GROUP_TEXTS[group]?.screen;
    return (key && say({ key })) ?? group;
  };
  return {
    ready,
    where: (at: Where) => (at.row === undefined ? screen(at) : t('backup.row', { screen: screen(at), row: at.row })),
    label: ({ group, field }: Where) => {
      const texts = fieldOf(group, field)?.label.map(say);
      return texts?.every(Boolean) ? texts.join(' · ') : field;
    },
    show: ({ group, field }: Where, value: unknown): string => {
      if (value === undefined || value === null) return t('backup.absent');
      if (SECRET.test(field)) return t('backup.secret');
      if (Array.isArray(value)) return value.length ? value.join(', ') : t('backup.none');
      if (value === '') return t('backup.empty');
      const option = fieldOf(group, field)?.option?.(value);
      return (option && say(option)) ?? String(value);
    },
  };
}

/** The message the field's screen would show: its section's own text, a generic one when that cannot load. */
function useProblemText() {
  const { t, i18n } = useTranslation('machine');
  return ({ message, values }: BackupProblem) => (i18n.exists(message) ? t(message, values) : t('common:invalid'));
}

/** What the file would change, setting by setting: screen, setting, the device's value, the file's. */
export function BackupChanges({ changes, label: tableLabel }: { changes: BackupChange[]; label?: string }) {
  const { t } = useTranslation('machine');
  const { ready, where, label, show } = useFieldTexts();
  if (changes.length === 0) return <Text>{t('backup.noChanges')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="md">
      <Table.Root size="sm" stickyHeader aria-label={tableLabel ?? t('backup.changesLabel')} aria-busy={!ready}>
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
              <Table.Cell>{label(c)}</Table.Cell>
              <Table.Cell wordBreak="break-word">{show(c, c.current)}</Table.Cell>
              <Table.Cell wordBreak="break-word">{show(c, c.restored)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Why the device refuses the file: each value it refuses, by screen and field (the first 50, then how many more). */
export function BackupProblems({ problems, more = 0 }: { problems: BackupProblem[]; more?: number }) {
  const { t } = useTranslation('machine');
  const { ready, where, label } = useFieldTexts();
  const text = useProblemText();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('backup.problemsTitle', { problems: problems.length })}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="1" aria-label={t('backup.problemsLabel')} aria-busy={!ready}>
            {problems.map((p) => (
              <List.Item key={`${p.group}/${p.row ?? ''}/${p.field}/${p.message}`}>
                {where(p)}
                {p.field && ` · ${label(p)}`}
                {': '}
                {text(p)}
              </List.Item>
            ))}
          </List.Root>
          {more > 0 && <Text mt="1">{t('backup.moreProblems', { more })}</Text>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
