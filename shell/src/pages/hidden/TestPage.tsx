import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { useTranslation } from '@tac/i18n';
import { DEBUG_MODES, selectHasDeviceSession, useAppSelector } from '@tac/goform';
import { Button, Image, Link, SelectField, SettingsForm, Stack, Text, useSettingsForm } from '@tac/ui';
import { HiddenPage } from './HiddenPage';
import { useHiddenDebugModeQuery, useHiddenSetDebugModeMutation, useHiddenTakePhotoMutation, type Photo } from './endpoints';

const schema = z.object({ mode: z.enum(DEBUG_MODES) });

/**
 * /test (SPEC §2, public): the device's test mode (SetMode) and a camera test. The page and
 * its mode are public; the camera picture needs a session (a login or the factory service
 * session), so without one the page says so and links to /login instead of failing a call.
 */
export function TestPage() {
  const { t } = useTranslation('hidden');
  const mayTakePhoto = useAppSelector(selectHasDeviceSession);
  const form = useSettingsForm({
    query: useHiddenDebugModeQuery(),
    mutation: useHiddenSetDebugModeMutation(),
    schema,
  });
  const [takePhoto, { isLoading: taking }] = useHiddenTakePhotoMutation();
  const [photo, setPhoto] = useState<Photo>();
  const [noPhoto, setNoPhoto] = useState(false);

  const shoot = async () => {
    const answer = await takePhoto()
      .unwrap()
      .catch(() => undefined);
    // A model without a camera answers 10003, which the client hands back without a message.
    const taken = (answer as { code?: string } | undefined)?.code === 'success' ? answer : undefined;
    setPhoto(taken);
    setNoPhoto(answer !== undefined && !taken);
  };

  return (
    <HiddenPage title={t('shell:hidden.testTitle')}>
      <Stack as="section" gap="4" aria-labelledby="test-mode">
        <Text id="test-mode" fontWeight="semibold">
          {t('test.modeTitle')}
        </Text>
        <SettingsForm form={form} label={t('test.modeTitle')} saveLabel={t('test.setMode')}>
          <SelectField<z.input<typeof schema>>
            name="mode"
            label={t('test.mode')}
            options={DEBUG_MODES.map((m) => ({ value: m, label: t(`test.modes.${m}`) }))}
          />
        </SettingsForm>
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="test-photo" align="flex-start">
        <Text id="test-photo" fontWeight="semibold">
          {t('test.photoTitle')}
        </Text>
        {mayTakePhoto ? (
          <Button variant="outline" loading={taking} onClick={() => void shoot()}>
            {t('test.takePhoto')}
          </Button>
        ) : (
          <Text>
            {t('test.loginRequired')}{' '}
            <Link asChild textDecoration="underline">
              <RouterLink to="/login">{t('test.toLogin')}</RouterLink>
            </Link>
          </Text>
        )}
        {noPhoto && <Text role="alert">{t('test.noPhoto')}</Text>}
        {photo && (
          <Stack gap="2">
            <Image
              src={photo.photo}
              alt={t('test.photoAlt')}
              width={`${photo.width * 3}px`}
              maxW="full"
              style={{ imageRendering: 'pixelated' }}
            />
            <Text color="fg.muted">{t('test.photoSize', { width: photo.width, height: photo.height })}</Text>
          </Stack>
        )}
      </Stack>
    </HiddenPage>
  );
}
