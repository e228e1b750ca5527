import { Suspense, useState, type FormEvent } from 'react';
import { UPGRADE_MODE_MINUTES } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Button, Center, dismissErrorToasts, ErrorPanel, Field, Input, Spinner, Stack, Text } from '@tac/ui';
import { useSectionStore, useSections } from '../../federation/sectionStore';
import { HiddenPage } from './HiddenPage';
import { useHiddenUpgradeModeMutation } from './endpoints';

/** The machine section's Firmware Upgrade screen does the upload once upgrade mode is on. */
const MACHINE = 'machine';
const FIRMWARE_PATH = '/advSetting/firmwareUpgrade';

const loading = (
  <Center py="10">
    <Spinner size="lg" />
  </Center>
);

/** Step 2: the upload of the Firmware Upgrade screen (progress, cancel, restart wait), from its remote. */
function FirmwareStep() {
  const { t } = useTranslation('hidden');
  const store = useSectionStore();
  const state = useSections([MACHINE]).get(MACHINE);
  if (!state || state.status === 'loading') return loading;
  const screen = state.status === 'ready' ? state.manifest.routes.find((r) => r.path === FIRMWARE_PATH)?.element : undefined;
  if (!screen) return <ErrorPanel title={t('up.unavailable')} onRetry={() => store.ensure(MACHINE, true)} />;
  return <Suspense fallback={loading}>{screen}</Suspense>;
}

/**
 * /up (SPEC §2): forced firmware upgrade. The device's own upgrade password switches on upgrade
 * mode (SetWebUpgradeMode, UPGRADE_MODE_MINUTES), in which the device also takes another model's image.
 */
export function UpPage() {
  const { t } = useTranslation('hidden');
  const [unlock, { isLoading, isSuccess }] = useHiddenUpgradeModeMutation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    // 40201 / 40302 are toasted by the client; the form stays for another try. Once
    // unlocked, the refusals of the tries before are over.
    await unlock({ password })
      .unwrap()
      .then(dismissErrorToasts, () => undefined);
  };

  return (
    <HiddenPage title={t('shell:hidden.upTitle')} leave>
      {isSuccess ? (
        <Stack gap="2">
          <Text>{t('up.modeOn', { minutes: UPGRADE_MODE_MINUTES })}</Text>
          <FirmwareStep />
        </Stack>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('up.unlockTitle')}>
          <Stack gap="4" maxW="sm">
          <Text>{t('up.explain', { minutes: UPGRADE_MODE_MINUTES })}</Text>
          <Field.Root invalid={missing} required>
            <Field.Label>{t('up.password')}</Field.Label>
            <Input
              type="password"
              autoComplete="off"
              value={password}
              onChange={(e) => {
                setMissing(false);
                setPassword(e.target.value);
              }}
            />
            <Field.ErrorText>{t('up.passwordRequired')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isLoading}>
            {t('up.unlock')}
          </Button>
          </Stack>
        </form>
      )}
    </HiddenPage>
  );
}
