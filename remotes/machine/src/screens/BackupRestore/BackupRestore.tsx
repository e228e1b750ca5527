import { useId, useState, type ChangeEvent } from 'react';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { deviceMessage, DownloadBackup, goformUrl, isGoformError, selectToken, useAppSelector } from '@tac/goform';
import { Alert, Button, Checkbox, ConfirmDialog, Field, FileChooser, Heading, Page, Stack, Text } from '@tac/ui';
import { useBackupRestoreMutation, type RestoreAnswer } from './endpoints';
import { BackupChanges, BackupProblems } from './BackupPreview';
import { RestoredNetwork } from './RestoredNetwork';

/**
 * The groups through which a forged file could take the device over: where it connects and which
 * cloud server it reports to. A file this device did not sign shows their changes first.
 */
const NETWORK_GROUPS = new Set(['ethernet', 'internet', 'wifi', 'commmode', 'rest', 'cloud']);

/** What the device said of the chosen file: its preview, or why it refuses it. */
type Outcome = { kind: 'preview'; answer: RestoreAnswer } | { kind: 'refused'; message: string } | { kind: 'restored'; answer: RestoreAnswer };

/** The device's refusal in the console language, whether it came as an error (10102…) or as a 10003 answer. */
function refusal(result: { data?: RestoreAnswer; error?: unknown }, fallback: string): string | undefined {
  if (result.data && result.data.code !== 'success') return deviceMessage(result.data.msg, result.data.retvalue);
  if (!result.error) return undefined;
  return isGoformError(result.error) && result.error.status === 'DEVICE' ? deviceMessage(result.error.msg, result.error.retvalue) : fallback;
}

/**
 * Issue 18, Backup and Restore: download every setting (and, when asked, the users) as one
 * file; choose a file to see what the device would change — or what it refuses, by screen and
 * field — then confirm to restore it all at once. Restored network settings await Keep like a
 * change made on their own screen.
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
  const [restore, { isLoading }] = useBackupRestoreMutation();

  const download = () => {
    const url = goformUrl(DownloadBackup.name, { users: withUsers ? 1 : undefined, token: token ?? undefined });
    // The device names the file (content-disposition); `download` keeps the console open.
    Object.assign(document.createElement('a'), { href: url, download: '', rel: 'noopener' }).click();
    setDownloaded(true);
  };

  const send = async (chosen: File, mode: 'check' | 'apply', foreign = false) => {
    const result = await restore({ file: chosen, mode, foreign });
    const refused = refusal(result, t('backup.failed'));
    if (refused) setOutcome({ kind: 'refused', message: refused });
    else if (result.data) setOutcome({ kind: mode === 'check' ? 'preview' : 'restored', answer: result.data });
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    setFile(chosen);
    setOutcome(undefined);
    setTrusted(false);
    if (chosen) void send(chosen, 'check');
  };

  const preview = outcome?.kind === 'preview' ? outcome.answer : undefined;
  const foreign = preview !== undefined && preview.origin !== 'device';
  const restorable = preview !== undefined && preview.problems.length === 0 && (!foreign || trusted);
  const networkChanges = (preview?.changes ?? []).filter((c) => NETWORK_GROUPS.has(c.group));

  const apply = () => {
    setConfirming(false);
    if (file) void send(file, 'apply', foreign && trusted);
  };
  const users = preview?.users;

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
          {/* The file keeps the settings passwords and, with users, their fingerprints (device/README.md "Backup file"): said where it is made. */}
          <Alert.Root status="warning" role="note">
            <Alert.Indicator />
            <Alert.Title>{t('backup.sensitive')}</Alert.Title>
          </Alert.Root>
          <Button colorPalette="brand" onClick={download}>
            {t('backup.download')}
          </Button>
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
              {preview.problems.length > 0 ? (
                <BackupProblems problems={preview.problems} more={preview.problemsMore} />
              ) : (
                <>
                  <BackupChanges changes={preview.changes} />
                  <Text>
                    {users
                      ? t('backup.usersSummary', { added: users.added, changed: users.changed, removed: users.removed })
                      : t('backup.noUsers')}
                  </Text>
                </>
              )}
              {foreign && preview.problems.length === 0 && (
                <Checkbox.Root checked={trusted} onCheckedChange={(e) => setTrusted(e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('backup.trustForeign')}</Checkbox.Label>
                </Checkbox.Root>
              )}
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
        message={t('backup.confirmMessage', { changes: preview?.changes.length ?? 0 })}
        confirmLabel={t('backup.restore')}
        onConfirm={apply}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
