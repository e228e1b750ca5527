import { fieldLabelKey, fieldOptionKey, fieldUnitKey, screenNamespace, screenTitleKey, useSectionTexts, useTranslation } from '@tac/i18n';
import { BACKUP_GROUP_SCREENS, FIELD_OWNERS, ruleOf, type BackupChange, type BackupProblem } from '@tac/goform';
import { Alert, Checkbox, Fieldset, Grid, List, Table, Text } from '@tac/ui';
import type { z } from 'zod';

/** Secrets (PINs, passwords, keys) are not shown in a preview: only that they change. */
const SECRET = /password|pwd|key/i;

/** The sections whose screens edit what a backup carries: their texts name it. */
const OWNER_NAMESPACES = [
  ...new Set(Object.values(FIELD_OWNERS).flatMap((part) => Object.keys(part.fields).map((field) => screenNamespace(part.screenOf(field))))),
];

interface Where {
  group: string;
  row?: string | number;
  field: string;
}

/** The field a change or problem is about: "fingerprints.0.template" is of fingerprints. */
const fieldOf = (field: string) => field.split('.')[0] ?? field;

/** The field's screen, name and schema, when the part it is of has it. */
function ownerOf({ group, field }: Pick<Where, 'group' | 'field'>) {
  const part = FIELD_OWNERS[group];
  const name = fieldOf(field);
  return part && name in part.fields ? { screen: part.screenOf(name), name, schema: part.fields[name] as z.ZodType } : undefined;
}

/** A switch (0 or 1) with no texts of its own reads as yes or no. */
const isSwitch = (schema: z.ZodType) => {
  const { min, max } = ruleOf(schema);
  return min === 0 && max === 1;
};

/**
 * Each setting named as its own screen names it, in the console language: the screen's title,
 * the field's label, a choice's option, a number with its unit ("+1 hour") — found by the label
 * convention from the screen the contract records (FIELD_OWNERS), never listed here. Until those texts load, or where a section
 * cannot (a standalone remote) or has none (a value with no option text), the wire's names and values stand in.
 */
function useFieldTexts() {
  const { t, i18n } = useTranslation('machine');
  const ready = useSectionTexts(OWNER_NAMESPACES);
  const say = (key: string) => (i18n.exists(key) ? t(key) : undefined);

  const screen = (at: Pick<Where, 'group' | 'field'>) => {
    if (at.group === 'settings') return t('backup.settingsPart');
    // A field's own screen (the door schedules, the authorization mode), else its group's.
    const owner = FIELD_OWNERS[at.group]?.screenOf(fieldOf(at.field));
    return (owner && say(screenTitleKey(owner))) ?? at.group;
  };
  return {
    ready,
    /** A group of the backup by its screen's title. */
    group: (id: string) => {
      const owner = BACKUP_GROUP_SCREENS[id];
      return (owner && say(screenTitleKey(owner))) ?? id;
    },
    where: (at: Where) => (at.row === undefined ? screen(at) : t('backup.row', { screen: screen(at), row: at.row })),
    label: (at: Where) => {
      const owner = ownerOf(at);
      return (owner && say(fieldLabelKey(owner.screen, owner.name))) ?? at.field;
    },
    show: (at: Where, value: unknown): string => {
      if (value === undefined || value === null) return t('backup.absent');
      if (SECRET.test(at.field)) return t('backup.secret');
      if (Array.isArray(value)) return value.length ? value.join(', ') : t('backup.none');
      if (value === '') return t('backup.empty');
      const owner = ownerOf(at);
      const option = owner && say(fieldOptionKey(owner.screen, owner.name, value));
      if (option) return option;
      if (owner && typeof value === 'number') {
        const unit = fieldUnitKey(owner.screen, owner.name);
        if (i18n.exists(unit, { count: value })) return t(unit, { count: value });
      }
      if (owner && isSwitch(owner.schema) && (value === 0 || value === 1)) return t(value === 1 ? 'common:yes' : 'common:no');
      return String(value);
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

interface RestoreGroupsProps {
  /** The file's groups that would change something, in the device's order. */
  groups: string[];
  chosen: ReadonlySet<string>;
  onChange: (group: string, ticked: boolean) => void;
  /** The serial of the other device the file comes from, when the device left its network settings out. */
  otherSerial?: string;
}

/** Which of the file's groups to restore, each named by its screen's title. */
export function RestoreGroups({ groups, chosen, onChange, otherSerial }: RestoreGroupsProps) {
  const { t } = useTranslation('machine');
  const { ready, group } = useFieldTexts();
  return (
    <Fieldset.Root aria-busy={!ready}>
      <Fieldset.Legend>{t('backup.groupsLegend')}</Fieldset.Legend>
      {otherSerial !== undefined && (
        <Alert.Root status="info" role="note">
          <Alert.Indicator />
          <Alert.Title>{t('backup.otherDevice', { serial: otherSerial })}</Alert.Title>
        </Alert.Root>
      )}
      <Fieldset.Content>
        <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="2">
          {groups.map((id) => (
            <Checkbox.Root key={id} checked={chosen.has(id)} onCheckedChange={(e) => onChange(id, e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{group(id)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Grid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
