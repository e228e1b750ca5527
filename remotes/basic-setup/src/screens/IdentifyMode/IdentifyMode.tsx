import { IDENTIFY_MODES, identifyGroup, useSystemInfoQuery, type FunOptionFlags, useIdentifyGroupQuery, useSaveIdentifyGroupMutation } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { Page, SelectField, SettingsForm, useSettingsForm } from '@tac/ui';

const keys = screenKeys(identifyGroup.screen);

/** The modes whose sensors the model has (funOption), plus the stored one so the form never shows a blank. */
function offeredModes(flags: FunOptionFlags | undefined, stored: number | undefined) {
  return IDENTIFY_MODES.filter((m) => m.value === stored || m.needs.every((need) => flags?.[need] === 1));
}

export default function IdentifyMode() {
  const { t } = useTranslation('basicSetup');
  const info = useSystemInfoQuery();
  const identify = useIdentifyGroupQuery();
  // The choices depend on the model, so the form waits for (and retries) both reads.
  const form = useSettingsForm({
    query: {
      data: info.data ? identify.data : undefined,
      isLoading: info.isLoading || identify.isLoading,
      isError: info.isError || identify.isError,
      refetch: () => {
        if (info.isError) void info.refetch();
        if (identify.isError) void identify.refetch();
      },
    },
    mutation: useSaveIdentifyGroupMutation(),
    schema: identifyGroup.shape,
  });
  const options = offeredModes(info.data?.funOption, identify.data?.identifymode).map((m) => ({
    value: m.value,
    label: t(keys.option('identifymode', m.value)),
  }));
  return (
    <Page titleKey={keys.title}>
      <SettingsForm form={form} label={t(keys.title)}>
        <SelectField
          name="identifymode"
          numeric
          label={t(keys.field('identifymode'))}
          helperText={t('identifyMode.help')}
          options={options}
        />
      </SettingsForm>
    </Page>
  );
}
