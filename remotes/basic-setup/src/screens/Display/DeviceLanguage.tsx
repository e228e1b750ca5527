import { useId, useState } from 'react';
import { screenKeys, useTranslation } from '@tac/i18n';
import { ConfirmDialog, ErrorPanel, Field, NativeSelect, notifyToast } from '@tac/ui';
import { displayGroup } from '@tac/goform';
import { useBasicSetupLanguagesQuery, useBasicSetupSetLanguageMutation } from './endpoints';

const keys = screenKeys(displayGroup.screen);

/**
 * The terminal's own display language, from the device's list. A change restarts the
 * device, so it is asked for first and sent on its own, not with the Display form.
 */
export function DeviceLanguage() {
  const { t } = useTranslation('basicSetup');
  const helpId = useId();
  const { data, isLoading, isError, refetch } = useBasicSetupLanguagesQuery();
  const [setLanguage, { isLoading: isSetting }] = useBasicSetupSetLanguageMutation();
  /** The language chosen but not applied yet; while set, the restart warning asks. */
  const [pending, setPending] = useState<string | null>(null);
  const [restarting, setRestarting] = useState(false);

  if (isError && !data) return <ErrorPanel title={t('display.languagesFailed')} onRetry={() => void refetch()} />;

  const confirm = async () => {
    if (pending === null) return;
    // 10003 (an element the device does not know) comes back as an answer, other refusals as errors.
    const answer = await setLanguage({ LanguageSetting: pending })
      .unwrap()
      .catch(() => undefined);
    if (answer?.code === 'success') {
      // The answer's reboot flag logs out and reloads the page (answer handling).
      notifyToast.success(t('common:deviceWillRestart'));
      setRestarting(true);
    } else {
      notifyToast.error(t('errors:languageFailed'));
      setPending(null);
    }
  };

  return (
    <Field.Root disabled={isLoading || isSetting || restarting} maxW="2xl" ids={{ helperText: helpId }}>
      <Field.Label>{t(keys.field('language'))}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-describedby={helpId}
          value={pending ?? data?.LanguageSetting ?? ''}
          onChange={(e) => setPending(e.target.value === data?.LanguageSetting ? null : e.target.value)}
        >
          {(data?.LanguageSettingItem ?? []).map((l) => (
            <option key={l.element} value={l.element}>
              {l.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t('display.languageHelp')}</Field.HelperText>
      <ConfirmDialog
        open={pending !== null && !restarting}
        title={t(keys.field('language'))}
        message={t('shell:languageRestart')}
        busy={isSetting}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Field.Root>
  );
}
