import { useState } from 'react';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Button, Checkbox, Fieldset, notifyToast, Page, Stack, Text } from '@tac/ui';
import { ConfirmedRestart } from '../../restart/ConfirmedRestart';
import { useMachineInitMutation, type InitInput } from './endpoints';

/** What InitMachine can reset; `all` also resets the web accounts and covers the other three. */
const SCOPES = ['users', 'records', 'settings', 'all'] as const;
type Scope = (typeof SCOPES)[number];
type Chosen = Record<Scope, boolean>;

const NONE: Chosen = { users: false, records: false, settings: false, all: false };

function toWire(chosen: Chosen): InitInput {
  if (chosen.all) return { all: 1 };
  return Object.fromEntries(SCOPES.filter((s) => chosen[s]).map((s) => [s, 1]));
}

/** SPEC §2 Initialization: choose what to reset, confirm, then the restart countdown. */
export default function Initialization() {
  const { t } = useTranslation('machine');
  const { list } = useLocaleFormat();
  const [init, { isLoading, data }] = useMachineInitMutation();
  const [chosen, setChosen] = useState<Chosen>(NONE);
  const [asking, setAsking] = useState(false);
  const [nothingChosen, setNothingChosen] = useState(false);

  const toggle = (scope: Scope, on: boolean) => {
    setNothingChosen(false);
    // Everything includes the other three: they follow it, and unticking one of them unticks it.
    setChosen((c) => (scope === 'all' ? { users: on, records: on, settings: on, all: on } : { ...c, [scope]: on, all: on && c.all }));
  };

  const ask = () => {
    if (!SCOPES.some((s) => chosen[s])) setNothingChosen(true);
    else setAsking(true);
  };

  const confirm = async () => {
    const answer = await init(toWire(chosen))
      .unwrap()
      .catch(() => undefined);
    setAsking(false);
    // A refusal the client hands back without a message (10003): say it failed.
    if (answer && answer.code !== 'success') notifyToast.error(t('common:failed'));
  };

  const chosenNames = SCOPES.filter((s) => chosen[s] && (s === 'all' || !chosen.all)).map((s) => t(`initialization.${s}`));

  return (
    <Page title={t('initialization.title')}>
      <Stack gap="5" maxW="2xl" align="flex-start">
        <Fieldset.Root invalid={nothingChosen}>
          <Fieldset.Legend>{t('initialization.choose')}</Fieldset.Legend>
          <Stack gap="3" mt="2">
            {SCOPES.map((scope) => (
              <Checkbox.Root key={scope} checked={chosen[scope]} onCheckedChange={(e) => toggle(scope, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`initialization.${scope}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {nothingChosen && <Fieldset.ErrorText role="alert">{t('initialization.nothingChosen')}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Text color="fg.muted">{t('initialization.explain')}</Text>
        <Button colorPalette="red" onClick={ask}>
          {t('initialization.action')}
        </Button>
      </Stack>
      <ConfirmedRestart
        asking={asking}
        title={t('initialization.confirmTitle')}
        message={t('initialization.confirmMessage', { what: list(chosenNames) })}
        confirmLabel={t('initialization.action')}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        answer={data}
      />
    </Page>
  );
}
