import { useRef, useState } from 'react';
import { messageValues, ruleOf, USER_GROUP, useAppDispatch, userFormFields } from '@tac/goform';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Alert, Badge, Button, Checkbox, Dialog, Portal, readFileText, Stack, Table, Text, VisuallyHidden } from '@tac/ui';
import { useUsersAddUserMutation, useUsersEditUserMutation } from '../UserEdit/endpoints';
import { readAllUsers } from './allUsers';
import { useUsersDeleteSomeMutation } from './endpoints';
import { useManagesAdministrators } from '../../rights';
import type { DeviceUser, DeviceUsers, ImportRow, ParsedImport } from './importRows';
import { userKeys } from '../../userKeys';

type Columns = Extract<ParsedImport, { ok: true }>['columns'];

type Stage =
  | { step: 'choose'; error?: string }
  | { step: 'preview'; rows: ImportRow[]; columns: Columns }
  | { step: 'importing'; rows: ImportRow[]; columns: Columns; done: number }
  | { step: 'summary'; added: number; updated: number; failedLine?: number; notRestored?: string[] };

/** The file chosen and the device's users as read then: checked again when the update option changes. */
interface Source {
  text: string;
  device: DeviceUsers;
  read: typeof import('./importRows').readImport;
}

/**
 * Import users from CSV: every row is checked (fields, ids and cards against the file and
 * the device) and shown before anything is written; rows are then added one by one, and a
 * refusal deletes the ones already added, so a failed import leaves nothing behind.
 * "Update existing users": a row whose ID is on the device updates that user (edituser: the
 * file's columns change, fingerprints, face, photo and PIN stay); a refusal puts the users
 * already updated back as they were.
 */
export function ImportDialog() {
  const { t } = useTranslation('users');
  const { list, number } = useLocaleFormat();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const managesAdministrators = useManagesAdministrators();
  const [addUser] = useUsersAddUserMutation();
  const [editUser] = useUsersEditUserMutation();
  const [deleteSome] = useUsersDeleteSomeMutation();
  const [update, setUpdate] = useState(false);
  const source = useRef<Source | null>(null);

  const check = (from: Source, updating: boolean) => {
    const parsed = from.read(from.text, from.device, managesAdministrators, updating);
    setStage(
      parsed.ok
        ? { step: 'preview', rows: parsed.rows, columns: parsed.columns }
        : { step: 'choose', error: t(`import.errors.${parsed.error}`, parsed.error === 'tooMany' ? { max: parsed.max } : {}) },
    );
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    try {
      const existing = await readAllUsers(dispatch);
      // The CSV reader (Papa Parse) loads when a file is chosen: the user list opens without it.
      const { readImport, deviceUsersOf } = await import('./importRows');
      source.current = { text: await readFileText(file), device: deviceUsersOf(existing), read: readImport };
      check(source.current, update);
    } catch {
      source.current = null;
      setStage({ step: 'choose', error: t('import.errors.read') });
    }
  };

  const changeUpdate = (updating: boolean) => {
    setUpdate(updating);
    if (source.current && stage.step === 'preview') check(source.current, updating);
  };

  const run = async (rows: ImportRow[], columns: Columns) => {
    const { newUserFields, updateFields } = await import('./importRows');
    const added: string[] = [];
    const updated: DeviceUser[] = [];
    for (const row of rows) {
      setStage({ step: 'importing', rows, columns, done: added.length + updated.length });
      const before = source.current?.device.byId?.get(row.userid);
      // import=1: the device's audit log records an import, not a user added or edited by hand.
      const sent =
        row.action === 'update'
          ? await editUser({ fields: { ...updateFields(row, columns), import: 1 } })
          : await addUser({ fields: { ...newUserFields(row), import: 1 } });
      if (sent.data?.code !== 'success') {
        if (added.length) await deleteSome({ someuserid: added.join(',') });
        // The users updated go back to what they were, the last first.
        const notRestored: string[] = [];
        for (const user of [...updated].reverse()) {
          const { userid, username, cardid, admin, groupid, identifymode } = user;
          const back = await editUser({ fields: { userid, username, cardid, admin, groupid, identifymode, import: 1 } });
          if (back.data?.code !== 'success') notRestored.unshift(userid);
        }
        setStage({ step: 'summary', added: 0, updated: 0, failedLine: row.line, notRestored });
        return;
      }
      if (row.action === 'update' && before) updated.push(before);
      else added.push(row.userid);
    }
    setStage({ step: 'summary', added: added.length, updated: updated.length });
  };

  const close = () => {
    if (stage.step === 'importing') return;
    setOpen(false);
    setStage({ step: 'choose' });
    source.current = null;
  };

  const rows = stage.step === 'preview' || stage.step === 'importing' ? stage.rows : [];
  const bad = rows.filter((r) => r.problems.length > 0).length;
  const ready = rows.length - bad;
  const updates = rows.filter((r) => r.action === 'update').length;

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('import.open')}
      </Button>
      {/* Sized to its content on every width (a phone's full-height sheet was mostly empty). */}
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} size="xl" placement="center" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>{t('import.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm">{t('import.help')}</Text>
                  <Checkbox.Root
                    checked={update}
                    disabled={stage.step === 'importing'}
                    onCheckedChange={(e) => changeUpdate(e.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('import.update')}</Checkbox.Label>
                  </Checkbox.Root>
                  {rows.length > 0 && (
                    <Text role="status">
                      {bad ? t('import.problemRows', { count: bad }) : t('import.readyRows', { count: rows.length })}
                      {update && !bad && ` ${t('import.plan', { add: number(rows.length - updates), update: number(updates) })}`}
                    </Text>
                  )}
                  {/* A file of users already on the device (an export taken back) is a file to update: say so. */}
                  {!update && rows.some((r) => r.problems.includes('useridExists')) && (
                    <Text fontSize="sm">{t('import.updateHint')}</Text>
                  )}
                  {/* The file can be chosen again at every step but the import itself: correcting a file ends here. */}
                  {stage.step !== 'importing' && (
                    <>
                      <VisuallyHidden>
                        <input
                          ref={input}
                          type="file"
                          accept=".csv,text/csv"
                          aria-label={t('import.choose')}
                          onChange={(e) => void choose(e.target.files?.[0])}
                        />
                      </VisuallyHidden>
                      <Button
                        alignSelf="start"
                        variant={stage.step === 'choose' || bad > 0 ? 'solid' : 'outline'}
                        onClick={() => input.current?.click()}
                      >
                        {stage.step === 'choose' ? t('import.choose') : t('import.chooseAgain')}
                      </Button>
                    </>
                  )}
                  {stage.step === 'choose' && stage.error && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{stage.error}</Alert.Title>
                    </Alert.Root>
                  )}
                  {rows.length > 0 && <ImportPreview rows={rows} update={update} />}
                  {stage.step === 'importing' && (
                    <Text role="status">{t('import.progress', { done: stage.done, total: stage.rows.length })}</Text>
                  )}
                  {stage.step === 'summary' && (
                    <Alert.Root status={stage.failedLine ? 'error' : 'success'}>
                      <Alert.Indicator />
                      <Alert.Title>
                        {stage.failedLine
                          ? stage.notRestored?.length
                            ? t('import.failedNotRestored', { line: stage.failedLine, ids: list(stage.notRestored) })
                            : t('import.failed', { line: stage.failedLine })
                          : update
                            ? t('import.done', { added: number(stage.added), updated: number(stage.updated) })
                            : t('import.imported', { count: stage.added })}
                      </Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={stage.step === 'importing'}>
                  {stage.step === 'summary' ? t('common:close') : t('common:cancel')}
                </Button>
                {/* Counts the rows it would write; with any problem left it writes none. */}
                {(stage.step === 'preview' || stage.step === 'importing') && ready > 0 && (
                  <Button
                    disabled={bad > 0}
                    loading={stage.step === 'importing'}
                    onClick={() => stage.step === 'preview' && void run(stage.rows, stage.columns)}
                  >
                    {t('import.run', { count: ready })}
                  </Button>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/** The numbers each column's problem names, from the rule of its field in the contract. */
const COLUMN_RULES = {
  userid: messageValues(ruleOf(userFormFields.userid)),
  username: messageValues(ruleOf(userFormFields.username)),
  cardid: messageValues(ruleOf(userFormFields.cardid)),
  groupid: { min: USER_GROUP.min, max: USER_GROUP.max },
};

/**
 * The values of each problem's text ({{min}}, {{max}}, {{maxLength}}), by problem, in the language's
 * digits without grouping (an ID, a card number are typed as digits); none for the other problems.
 */
function useProblemBounds(): Partial<Record<string, Record<string, string>>> {
  const { number } = useLocaleFormat();
  return Object.fromEntries(
    Object.entries(COLUMN_RULES).map(([problem, values]) => [
      problem,
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, number(value, { useGrouping: false })])),
    ]),
  );
}

/**
 * The checked rows: line, user (ID, name, card) and what is wrong, three columns that fit a
 * phone; the problems wrap rather than run off the side.
 */
function ImportPreview({ rows, update }: { rows: readonly ImportRow[]; update: boolean }) {
  const { t } = useTranslation('users');
  const bounds = useProblemBounds();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="sm">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="1">{t('import.line')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('import.user')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('import.check')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.line} verticalAlign="top">
              <Table.Cell>{row.line}</Table.Cell>
              <Table.Cell whiteSpace="normal" wordBreak="break-word">
                <Text>
                  {row.userid}{' '}
                  <Text as="span" dir="auto">
                    {row.username}
                  </Text>
                </Text>
                {row.cardid && (
                  <Text color="fg.muted" fontSize="xs">
                    {t(userKeys.field('cardid'))} {row.cardid}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="normal" minW="40">
                {row.problems.length === 0 ? (
                  // With updates on, each row says what it does: add a user or update the one with its ID.
                  update ? (
                    <Badge colorPalette={row.action === 'update' ? 'blue' : 'green'}>
                      {t(row.action === 'update' ? 'import.willUpdate' : 'import.willAdd')}
                    </Badge>
                  ) : (
                    <Badge colorPalette="green">{t('import.ok')}</Badge>
                  )
                ) : (
                  <Stack as="ul" gap="1" color="fg.error" fontSize="sm" listStyleType="none">
                    {row.problems.map((p) => (
                      <li key={p}>{t(`import.problems.${p}`, bounds[p])}</li>
                    ))}
                  </Stack>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
