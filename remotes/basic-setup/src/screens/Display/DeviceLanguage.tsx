import { useId, useState } from 'react';
import { screenKeys, useTranslation } from '@tac/i18n';
import { ConfirmDialog, ErrorPanel, Field, NativeSelect, notifyToast, RestartWait, Text } from '@tac/ui';
import { displayGroup } from '@tac/goform';
import { useBasicSetupLanguagesQuery, useBasicSetupSetLanguageMutation } from './endpoints';

const keys = screenKeys(displayGroup.screen);

export interface DeviceLanguageProps {
  /** The Display form holds edits not saved yet: the restart would lose them. */
  unsaved?: boolean;
  /** Saves them; true once the device stored them. */
  saveEdits?: () => Promise<boolean>;
}

/**
 * The terminal's own display language, from the device's list. A change restarts the
 * device, so it is asked for first and sent on its own, not with the Display form; the
 * form's unsaved edits are saved first, and the restart is counted down and waited for as
 * Restart does (issue 34 #10).
 */
export function DeviceLanguage({ unsaved = false, saveEdits }: DeviceLanguageProps) {
  const { t } = useTranslation('basicSetup');
  const helpId = useId();
  const { data, isLoading, isError, refetch } = useBasicSetupLanguagesQuery();
  const [setLanguage, { isLoading: isSetting }] = useBasicSetupSetLanguageMutation();
  /** The language chosen but not applied yet; while set, the restart warning asks. */
  const [pending, setPending] = useState<string | null>(null);
  const [restarting, setRestarting] = useState(false);
  const [restartms, setRestartms] = useState<number>();
  const [savingEdits, setSavingEdits] = useState(false);

  if (isError && !data) return <ErrorPanel title={t('display.languagesFailed')} onRetry={() => void refetch()} />;

  const confirm = async () => {
    if (pending === null) return;
    if (unsaved && saveEdits) {
      setSavingEdits(true);
      const saved = await saveEdits();
      setSavingEdits(false);
      if (!saved) {
        // The form says what failed; the language waits until its edits are saved or undone.
        notifyToast.error(t('display.languageNotChanged'));
        setPending(null);
        return;
      }
    }
    // 10003 (an element the device does not know) comes back as an answer, other refusals as errors.
    const answer = await setLanguage({ LanguageSetting: pending })
      .unwrap()
      .catch(() => undefined);
    if (answer?.code === 'success') {
      setRestartms(typeof answer.restartms === 'number' ? answer.restartms : undefined);
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
        message={
          <>
            <Text>{t('shell:languageRestart')}</Text>
            {unsaved && <Text mt="2">{t('display.languageSavesEdits')}</Text>}
          </>
        }
        busy={isSetting || savingEdits}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      {restarting && <RestartWait restartms={restartms} />}
    </Field.Root>
  );
}
