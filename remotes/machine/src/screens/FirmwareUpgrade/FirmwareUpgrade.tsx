import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Provider, useStore } from 'react-redux';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { deviceMessage, FIRMWARE_MAX_BYTES, isGoformError, MsgKey, useSystemInfoQuery, type UploadProgress } from '@tac/goform';
import {
  Alert,
  Button,
  ConfirmDialog,
  Field,
  FileChooser,
  Flex,
  Page,
  Progress,
  renderDetached,
  RestartWait,
  Stack,
  Text,
  UnsavedChangesGuard,
  useUiSystem,
} from '@tac/ui';
import { checkImage, type ImageCheck } from './firmwareImage';
import { useMachineFirmwareUploadMutation } from './endpoints';

type Upload = ReturnType<ReturnType<typeof useMachineFirmwareUploadMutation>[0]>;

const MAX_MIB = FIRMWARE_MAX_BYTES / 1024 / 1024;

/** What the device would answer for the same file, said before it is sent. */
const PROBLEM_TEXT = {
  tooLarge: 'errors:10101',
  // Not the device's "Upload file format Error": the file is refused here, in plain words.
  notFirmware: 'firmware.notFirmware',
  unsigned: `errors:${MsgKey.FirmwareSignature}`,
} as const;

/** RTK's abort() settles the call as an AbortError before the client reports its own cancel. */
function isCancelled(error: unknown): boolean {
  if (isGoformError(error)) return error.status === 'NETWORK' && error.cancelled === true;
  return (error as { name?: unknown } | undefined)?.name === 'AbortError';
}

/**
 * SPEC §2 Firmware Upgrade: choose a signed TACFW2 image, checked here before it is sent, upload
 * it with progress (cancellable, no 60 s limit) after a confirmation naming both versions, then the
 * restart countdown. Leaving during the upload asks first; the upload goes on, and its countdown
 * then shows over whatever page the user is on. Also the second step of the hidden /up page,
 * after the upgrade password: there the factory session cannot read the system info, so the
 * current model and version are not known and any model's image may be installed.
 */
export default function FirmwareUpgrade() {
  const { t } = useTranslation('machine');
  const { number } = useLocaleFormat();
  const inputId = useId();
  const [upload, { data }] = useMachineFirmwareUploadMutation();
  const { data: info } = useSystemInfoQuery();
  const store = useStore();
  const system = useUiSystem();
  const [confirming, setConfirming] = useState(false);
  const [file, setFile] = useState<File>();
  const [check, setCheck] = useState<ImageCheck>();
  const [progress, setProgress] = useState<UploadProgress>();
  const [outcome, setOutcome] = useState<{ kind: 'cancelled' } | { kind: 'refused'; message: string }>();
  const pending = useRef<Upload | undefined>(undefined);

  // Leaving while the image is sent: the upload goes on, and if the device takes it, its
  // restart countdown shows wherever the user went (the session ends with the restart).
  useEffect(
    () => () => {
      const call = pending.current;
      if (!call) return;
      void call.then((result) => {
        if ('data' in result && result.data?.code === 'success') {
          renderDetached(
            <Provider store={store}>
              <RestartWait restartms={result.data.restartms} />
            </Provider>,
            system,
          );
        }
      });
    },
    [store, system],
  );

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    setFile(chosen);
    setCheck(undefined);
    setOutcome(undefined);
    if (chosen) setCheck(await checkImage(chosen));
  };

  const send = async () => {
    setConfirming(false);
    if (!file || !check?.ok) return;
    setOutcome(undefined);
    setProgress({ loaded: 0, total: file.size });
    const call = upload({ file, onProgress: setProgress });
    pending.current = call;
    const result = await call;
    pending.current = undefined;
    setProgress(undefined);
    if (!('error' in result)) return;
    const error = result.error;
    if (isCancelled(error)) setOutcome({ kind: 'cancelled' });
    else if (isGoformError(error) && error.status === 'DEVICE')
      setOutcome({ kind: 'refused', message: deviceMessage(error.msg, error.retvalue) });
    else setOutcome({ kind: 'refused', message: t('firmware.uploadFailed') });
  };

  const uploading = progress !== undefined;
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  // The device refuses another model's image (10102): said here, before anything is sent.
  const deviceModel = info?.Model;
  const otherModel = check?.ok === true && deviceModel !== undefined && check.model !== deviceModel;
  let problem: string | undefined;
  if (check && !check.ok) problem = t(PROBLEM_TEXT[check.problem]);
  else if (otherModel) problem = t('firmware.otherModel', { model: check?.model, device: deviceModel });
  const canUpload = check?.ok === true && !problem;

  return (
    <Page title={t('firmware.title')}>
      <Stack gap="5" maxW="2xl">
        <Text>{t('firmware.explain', { max: number(MAX_MIB) })}</Text>
        <Field.Root invalid={Boolean(problem)} disabled={uploading}>
          <Field.Label htmlFor={inputId}>{t('firmware.file')}</Field.Label>
          <FileChooser
            id={inputId}
            disabled={uploading}
            file={file}
            chooseText={t('firmware.choose')}
            noFileText={t('firmware.noFile')}
            onChange={(e) => void choose(e)}
          />
          {problem ? (
            <Field.ErrorText>{problem}</Field.ErrorText>
          ) : (
            check?.ok && (
              <Field.HelperText>{t('firmware.image', { model: check.model, version: check.version })}</Field.HelperText>
            )
          )}
        </Field.Root>
        {uploading ? (
          <Stack gap="3">
            <Progress.Root value={percent} maxW="md">
              <Progress.Label>{t('firmware.uploading')}</Progress.Label>
              <Flex align="center" gap="3">
                <Progress.Track flex="1">
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText>{t('firmware.percent', { percent: number(percent) })}</Progress.ValueText>
              </Flex>
            </Progress.Root>
            <Button variant="outline" alignSelf="flex-start" onClick={() => pending.current?.abort()}>
              {t('firmware.cancel')}
            </Button>
          </Stack>
        ) : (
          <Button colorPalette="brand" alignSelf="flex-start" disabled={!canUpload} onClick={() => setConfirming(true)}>
            {t('firmware.upload')}
          </Button>
        )}
        {outcome && (
          <Alert.Root
            status={outcome.kind === 'cancelled' ? 'info' : 'error'}
            role={outcome.kind === 'cancelled' ? 'status' : 'alert'}
          >
            <Alert.Indicator />
            <Alert.Title>{outcome.kind === 'cancelled' ? t('firmware.cancelled') : outcome.message}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      {check?.ok && (
        <ConfirmDialog
          open={confirming}
          title={t('firmware.confirmTitle', { version: check.version })}
          message={
            info?.FirmwareVersion
              ? t('firmware.confirmMessage', { current: info.FirmwareVersion, version: check.version })
              : t('firmware.confirmMessageUnknown', { version: check.version })
          }
          confirmLabel={t('firmware.confirm')}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      )}
      <UnsavedChangesGuard when={uploading} title={t('firmware.leaveTitle')} message={t('firmware.leaveMessage')} />
      {data?.code === 'success' && <RestartWait restartms={data.restartms} />}
    </Page>
  );
}
