import { useId, useState } from 'react';
import { screenKeys, useTranslation } from '@tac/i18n';
import { commmodeGroup, useCommmodeGroupQuery, useSaveCommmodeGroupMutation, type GroupValue, type PushProblem } from '@tac/goform';
import {
  Button,
  contractSchema,
  Flex,
  NumberField,
  Page,
  PasswordField,
  RadioField,
  SettingsForm,
  Stack,
  SwitchField,
  Text,
  TextField,
  useContractFields,
  useFormContext,
  useSettingsForm,
  useSubmitOnce,
} from '@tac/ui';
import { useNetworkPushTestMutation } from './endpoints';
import { PushLink } from './PushLink';
import { problemText } from './pushTexts';

const keys = screenKeys(commmodeGroup.screen);

type CommModeValues = GroupValue<typeof commmodeGroup>;

/** The password field only while the communication password is switched on. */
function PasswordPart() {
  const { t } = useTranslation('network');
  const fields = useContractFields(commmodeGroup);
  return fields.applies('commpwd') ? (
    <PasswordField {...fields.text('commpwd')} label={t(keys.field('commpwd'))} helperText={t('commMode.passwordHelp', fields.rule('commpwd'))} />
  ) : null;
}

/** Server IP and port, or server URL, as the server type says. */
function ServerPart() {
  const { t } = useTranslation('network');
  const fields = useContractFields(commmodeGroup);
  return fields.applies('serverurl') ? (
    <TextField {...fields.text('serverurl')} label={t(keys.field('serverurl'))} inputMode="url" />
  ) : (
    <Flex gap="3" wrap="wrap" align="start">
      <Stack flex="2" minW="12rem">
        <TextField {...fields.text('serverip')} label={t(keys.field('serverip'))} inputMode="decimal" />
      </Stack>
      <Stack flex="1" minW="8rem">
        <NumberField {...fields.number('serverport')} label={t(keys.field('serverport'))} />
      </Stack>
    </Flex>
  );
}

function PortField() {
  const { t } = useTranslation('network');
  const fields = useContractFields(commmodeGroup);
  return <NumberField {...fields.number('port')} label={t(keys.field('port'))} />;
}

/** The device key, only while the link is switched on. The device never answers a stored key (`pushkeyset` says one is there): left empty, it is kept. */
function PushKeyPart({ stored }: { stored: boolean }) {
  const { t } = useTranslation('network');
  const fields = useContractFields(commmodeGroup);
  return fields.applies('pushkey') ? (
    <PasswordField
      {...fields.text('pushkey')}
      label={t(keys.field('pushkey'))}
      helperText={t(stored ? 'commMode.pushkeyKeep' : 'commMode.pushkeyHelp', fields.rule('pushkey'))}
    />
  ) : null;
}

type TestOutcome = { kind: 'ok'; server: string } | { kind: 'problem'; problem: PushProblem } | { kind: 'invalid' } | { kind: 'notRun' };

/**
 * Tries the server the form names now, saved or not. The key goes along only when one was
 * typed: left out, the device uses the stored one.
 */
function TestConnection() {
  const { t } = useTranslation('network');
  const { getValues, trigger } = useFormContext<CommModeValues>();
  const fields = useContractFields(commmodeGroup);
  const [testServer] = useNetworkPushTestMutation();
  const [outcome, setOutcome] = useState<TestOutcome>();
  const buttonId = useId();

  const test = useSubmitOnce(async () => {
    setOutcome(undefined);
    const linkFields = (['servertype', 'serverip', 'serverport', 'serverurl', 'pushkey'] as const).filter(fields.applies);
    if (!(await trigger(linkFields))) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    const { servertype, serverip, serverport, serverurl, pushkey } = getValues();
    const typedKey = fields.applies('pushkey') && pushkey !== '' ? { pushkey } : {};
    try {
      const answer = await testServer({ servertype, serverip, serverport, serverurl, ...typedKey }).unwrap();
      // A failure always names its problem; "unreachable" is the device's own word for an unnamed one.
      setOutcome(answer.ok === 1 ? { kind: 'ok', server: answer.server } : { kind: 'problem', problem: answer.problem ?? { kind: 'unreachable' } });
    } catch {
      setOutcome({ kind: 'notRun' });
    }
  });

  return (
    <Stack gap="2" align="start">
      <Button id={buttonId} type="button" variant="outline" loading={test.running} onClick={() => void test.run()}>
        {t('commMode.push.test')}
      </Button>
      {/* A live region, not role=status: that role marks a screen still loading (the e2e waits for none). */}
      <Text aria-live="polite" aria-labelledby={buttonId}>
        {outcome?.kind === 'ok' && (
          <>
            {t('commMode.push.testOk')}
            <br />
            <bdi dir="ltr">{outcome.server}</bdi>
          </>
        )}
        {outcome?.kind === 'problem' && problemText(t, outcome.problem)}
        {outcome?.kind === 'invalid' && t('commMode.push.testInvalid')}
        {outcome?.kind === 'notRun' && t('commMode.push.testNotRun')}
      </Text>
    </Stack>
  );
}

/** Network › Communication Mode: how the attendance software reaches the device, and the central server it reports to. */
export default function CommMode() {
  const { t } = useTranslation('network');
  const query = useCommmodeGroupQuery();
  const form = useSettingsForm({
    query,
    mutation: useSaveCommmodeGroupMutation(),
    schema: contractSchema(commmodeGroup.schema),
  });
  return (
    <Page title={t('commMode.title')}>
      <Stack gap="8">
        <SettingsForm form={form} label={t('commMode.title')}>
          <PortField />
          <SwitchField name="commpwdswitch" label={t(keys.field('commpwdswitch'))} />
          <PasswordPart />
          <RadioField
            name="servertype"
            label={t(keys.field('servertype'))}
            options={[
              { value: 'ip', label: t(keys.option('servertype', 'ip')) },
              { value: 'url', label: t(keys.option('servertype', 'url')) },
            ]}
          />
          <ServerPart />
          <SwitchField name="pushswitch" label={t(keys.field('pushswitch'))} />
          <PushKeyPart stored={query.data?.pushkeyset === 1} />
          <TestConnection />
        </SettingsForm>
        <PushLink />
      </Stack>
    </Page>
  );
}
