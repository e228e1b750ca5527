import { useId, useState, type ChangeEvent } from 'react';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import {
  BACKUP_GROUPS,
  BACKUP_PASSPHRASE_MIN,
  BACKUP_USERS,
  deviceMessage,
  DownloadBackup,
  downloadUrl,
  goformUrl,
  startDownload,
  isGoformError,
  MsgKey,
  parseAnswer,
  selectToken,
  useAppSelector,
} from '@tac/goform';
import { Alert, Button, Checkbox, ConfirmDialog, Field, FileChooser, Heading, Input, Page, Stack, Text } from '@tac/ui';
import { useBackupRestoreMutation, type RestoreAnswer } from './endpoints';
import { BackupChanges, BackupProblems, RestoreGroups } from './BackupPreview';
import { RestoredNetwork } from './RestoredNetwork';

/**
 * The groups through which a forged file could take the device over: where it connects and which
 * cloud server it reports to. A file this device did not sign shows their changes first.
 */
const NETWORK_GROUPS = new Set(['ethernet', 'internet', 'wifi', 'commmode', 'rest', 'cloud']);

/** What the device said of the chosen file: its preview, or why it refuses it. */
type Outcome = { kind: 'preview'; answer: RestoreAnswer } | { kind: 'refused'; message: string } | { kind: 'restored'; answer: RestoreAnswer };

/**
 * The file's groups there is something to choose about: those that would change a setting, or
 * that the device refuses a value of (so the rest of the file can still be restored).
 */
function choosableGroups(preview: RestoreAnswer): string[] {
  const { users } = preview;
  const changesUsers = users !== null && users.added + users.changed + users.removed > 0;
  return preview.groups.filter(
    (group) =>
      preview.changes.some((c) => c.group === group) ||
      preview.problems.some((p) => p.group === group) ||
      (group === BACKUP_USERS && changesUsers),
  );
}

/** The file name the device gives an attachment (content-disposition), or a plain one. */
const attachmentName = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'backup.json';

/**
 * A backup with users, sealed by the device with the passphrase: sent in a POST body (never in a
 * URL, where it would stay in the history and logs), the file saved from the answer.
 */
async function downloadSealed(token: string | null, passphrase: string): Promise<string | undefined> {
  const res = await fetch(goformUrl(DownloadBackup.name), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'x-token': token } : {}) },
    body: new URLSearchParams({ users: '1', passphrase }).toString(),
  });
  const disposition = res.headers.get('content-disposition');
  if (!res.ok || !disposition) {
    const answer = parseAnswer(await res.text()) as { msg?: string; retvalue?: number };
    return deviceMessage(answer.msg ?? '', answer.retvalue);
  }
  const url = URL.createObjectURL(await res.blob());
  Object.assign(document.createElement('a'), { href: url, download: attachmentName(disposition), rel: 'noopener' }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return undefined;
}

/** The device's refusal in the console language, whether it came as an error (10102…) or as a 10003 answer. */
function refusal(result: { data?: RestoreAnswer; error?: unknown }, fallback: string): string | undefined {
  if (result.data && result.data.code !== 'success') return deviceMessage(result.data.msg, result.data.retvalue);
  if (!result.error) return undefined;
  return isGoformError(result.error) && result.error.status === 'DEVICE' ? deviceMessage(result.error.msg, result.error.retvalue) : fallback;
}

/**
 * Issue 18, Backup and Restore: download every setting (and, when asked, the users) as one
 * file; choose a file to see what the device would change — or what it refuses, by screen and
 * field — tick which of its groups to restore (another device's network settings are not ticked
 * at first), then confirm to restore them all at once. Restored network settings await Keep like
 * a change made on their own screen.
 */
export default function BackupRestore() {
  const { t } = useTranslation('machine');
  const { dateTime } = useLocaleFormat();
  const token = useAppSelector(selectToken);
  const inputId = useId();
  const [withUsers, setWithUsers] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [confirming, setConfirming] = useState(false);
  const [trusted, setTrusted] = useState(false);
  // The groups of the file to restore: at first those the device proposes (not another device's network settings).
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // The passphrase a backup with users is sealed with, typed twice; checked when Download is pressed.
  const [passphrase, setPassphrase] = useState('');
  const [passphraseAgain, setPassphraseAgain] = useState('');
  const [passphraseTried, setPassphraseTried] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();
  // The passphrase of an encrypted file being restored, asked when the device says it needs one.
  const [filePassphrase, setFilePassphrase] = useState('');
  const [locked, setLocked] = useState(false);
  const [restore, { isLoading }] = useBackupRestoreMutation();

  const passphraseProblem =
    passphrase.length < BACKUP_PASSPHRASE_MIN
      ? t('backup.passphraseShort', { min: BACKUP_PASSPHRASE_MIN })
      : passphrase !== passphraseAgain
        ? t('backup.passphraseMismatch')
        : undefined;

  const download = async () => {
    setDownloadError(undefined);
    if (withUsers) {
      setPassphraseTried(true);
      if (passphraseProblem) return;
      const refused = await downloadSealed(token, passphrase).catch(() => t('backup.failed'));
      if (refused) return setDownloadError(refused);
      setDownloaded(true);
      return;
    }
    startDownload(downloadUrl(DownloadBackup.name, token));
    setDownloaded(true);
  };

  const send = async (chosenFile: File, mode: 'check' | 'apply', foreign = false, groups?: readonly string[]) => {
    const result = await restore({ file: chosenFile, mode, foreign, passphrase: filePassphrase || undefined, groups });
    const needsPassphrase = (result.data?.code !== 'success' && result.data?.msg === MsgKey.BackupPassphrase) ||
      (isGoformError(result.error) && result.error.status === 'DEVICE' && result.error.msg === MsgKey.BackupPassphrase);
    if (needsPassphrase) setLocked(true);
    const refused = refusal(result, t('backup.failed'));
    if (refused) setOutcome({ kind: 'refused', message: refused });
    else if (result.data) {
      setLocked(false);
      if (mode === 'check') setChosen(new Set(result.data.proposed));
      setOutcome({ kind: mode === 'check' ? 'preview' : 'restored', answer: result.data });
    }
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    setFile(chosen);
    setOutcome(undefined);
    setTrusted(false);
    setLocked(false);
    setFilePassphrase('');
    if (chosen) void send(chosen, 'check');
  };

  const preview = outcome?.kind === 'preview' ? outcome.answer : undefined;
  const foreign = preview !== undefined && preview.origin !== 'device';
  const choosable = preview ? choosableGroups(preview) : [];
  const picked = choosable.filter((group) => chosen.has(group));
  // The preview shows only what the ticked groups would do; a problem that is of no group (the file's own) always.
  const shown = (group: string) => chosen.has(group) || !BACKUP_GROUPS.includes(group);
  const changes = (preview?.changes ?? []).filter((c) => shown(c.group));
  const problems = (preview?.problems ?? []).filter((p) => shown(p.group));
  const networkChanges = changes.filter((c) => NETWORK_GROUPS.has(c.group));
  const nothingPicked = choosable.length > 0 && picked.length === 0;
  const restorable = preview !== undefined && problems.length === 0 && !nothingPicked && (!foreign || trusted);
  // Groups the device did not propose are another device's network settings: said when there are some to choose.
  const leftOut = choosable.some((group) => !preview?.proposed.includes(group));

  const pick = (group: string, ticked: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (ticked) next.add(group);
      else next.delete(group);
      return next;
    });
  const apply = () => {
    setConfirming(false);
    if (file) void send(file, 'apply', foreign && trusted, choosable.length > 0 ? picked : undefined);
  };
  const carriesUsers = preview?.groups.includes(BACKUP_USERS) ?? false;
  const users = chosen.has(BACKUP_USERS) ? preview?.users : undefined;

  return (
    <Page title={t('backup.title')}>
      <Stack gap="8" maxW="4xl">
        <Stack as="section" gap="3" aria-labelledby={`${inputId}-backup`} align="flex-start">
          <Heading as="h2" size="md" id={`${inputId}-backup`}>
            {t('backup.backupHeading')}
          </Heading>
          <Text>{t('backup.backupExplain')}</Text>
          <Checkbox.Root checked={withUsers} onCheckedChange={(e) => setWithUsers(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('backup.includeUsers')}</Checkbox.Label>
          </Checkbox.Root>
          {withUsers && (
            <Stack gap="3" w="full" maxW="sm">
              <Text>{t('backup.passphraseExplain', { min: BACKUP_PASSPHRASE_MIN })}</Text>
              <Field.Root invalid={passphraseTried && passphrase.length < BACKUP_PASSPHRASE_MIN}>
                <Field.Label>{t('backup.passphrase')}</Field.Label>
                <Input type="password" autoComplete="new-password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
              </Field.Root>
              <Field.Root invalid={passphraseTried && passphraseProblem !== undefined}>
                <Field.Label>{t('backup.passphraseAgain')}</Field.Label>
                <Input type="password" autoComplete="new-password" value={passphraseAgain} onChange={(e) => setPassphraseAgain(e.target.value)} />
                {passphraseTried && passphraseProblem && <Field.ErrorText>{passphraseProblem}</Field.ErrorText>}
              </Field.Root>
            </Stack>
          )}
          {/* The file keeps the settings passwords and, with users, their fingerprints (device/README.md "Backup file"): said where it is made. */}
          <Alert.Root status="warning" role="note">
            <Alert.Indicator />
            <Alert.Title>{t('backup.sensitive')}</Alert.Title>
          </Alert.Root>
          <Button colorPalette="brand" onClick={() => void download()}>
            {t('backup.download')}
          </Button>
          {downloadError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{downloadError}</Alert.Title>
            </Alert.Root>
          )}
          <Text role="status" fontSize="sm" color="fg.muted">
            {downloaded ? t('backup.downloadStarted') : ''}
          </Text>
        </Stack>

        <Stack as="section" gap="4" aria-labelledby={`${inputId}-restore`}>
          <Heading as="h2" size="md" id={`${inputId}-restore`}>
            {t('backup.restoreHeading')}
          </Heading>
          <Text>{t('backup.restoreExplain')}</Text>
          <Field.Root disabled={isLoading}>
            <Field.Label htmlFor={inputId}>{t('backup.file')}</Field.Label>
            <FileChooser
              id={inputId}
              accept=".json,application/json"
              disabled={isLoading}
              file={file}
              chooseText={t('backup.choose')}
              noFileText={t('backup.noFile')}
              onChange={choose}
            />
          </Field.Root>
          {isLoading && <Text role="status">{t('backup.checking')}</Text>}
          {outcome?.kind === 'refused' && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{outcome.message}</Alert.Title>
            </Alert.Root>
          )}
          {locked && file && (
            <Stack gap="3" maxW="sm">
              <Field.Root disabled={isLoading}>
                <Field.Label>{t('backup.filePassphrase')}</Field.Label>
                <Input type="password" autoComplete="off" value={filePassphrase} onChange={(e) => setFilePassphrase(e.target.value)} />
              </Field.Root>
              <Button alignSelf="flex-start" disabled={!filePassphrase || isLoading} onClick={() => void send(file, 'check')}>
                {t('backup.open')}
              </Button>
            </Stack>
          )}
          {preview && (
            <Stack gap="4">
              <Text>
                {t('backup.fileHeader', {
                  model: preview.header.model,
                  serial: preview.header.serial,
                  firmware: preview.header.firmware,
                  created: dateTime(new Date(preview.header.created), { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
              {foreign && (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t(preview.origin === 'unsigned' ? 'backup.foreignUnsigned' : 'backup.foreignOther')}</Alert.Title>
                    {networkChanges.length > 0 && (
                      <Alert.Description>
                        <Stack gap="2" mt="2">
                          <Text fontWeight="semibold">{t('backup.foreignNetwork')}</Text>
                          <BackupChanges changes={networkChanges} label={t('backup.foreignNetwork')} />
                        </Stack>
                      </Alert.Description>
                    )}
                  </Alert.Content>
                </Alert.Root>
              )}
              {choosable.length > 0 && (
                <RestoreGroups groups={choosable} chosen={chosen} onChange={pick} otherSerial={leftOut ? preview.header.serial : undefined} />
              )}
              {problems.length > 0 ? (
                <BackupProblems problems={problems} more={preview.problemsMore} />
              ) : (
                <>
                  <BackupChanges changes={changes} />
                  <Text>
                    {users
                      ? t('backup.usersSummary', { added: users.added, changed: users.changed, removed: users.removed })
                      : t(carriesUsers ? 'backup.usersNotChosen' : 'backup.noUsers')}
                  </Text>
                </>
              )}
              {foreign && problems.length === 0 && (
                <Checkbox.Root checked={trusted} onCheckedChange={(e) => setTrusted(e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('backup.trustForeign')}</Checkbox.Label>
                </Checkbox.Root>
              )}
              {nothingPicked && <Text role="status">{t('backup.noGroupChosen')}</Text>}
              <Button colorPalette="brand" alignSelf="flex-start" disabled={!restorable || isLoading} onClick={() => setConfirming(true)}>
                {t('backup.restore')}
              </Button>
            </Stack>
          )}
          {outcome?.kind === 'restored' && (
            <Stack gap="4">
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{t('backup.restored', { changes: outcome.answer.changes.length })}</Alert.Title>
              </Alert.Root>
              {(outcome.answer.rollback ?? []).length > 0 && (
                <RestoredNetwork pending={outcome.answer.rollback ?? []} changes={outcome.answer.changes} />
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('backup.confirmTitle')}
        message={t('backup.confirmMessage', { changes: changes.length })}
        confirmLabel={t('backup.restore')}
        onConfirm={apply}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
