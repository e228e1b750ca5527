import { useId, useState } from 'react';
import { useTranslation } from '@tac/i18n';
import { DOOR_ACTIONS, isUnsupportedCall, useLive, type DoorAction, type DoorAlarm } from '@tac/goform';
import { Badge, Button, ConfirmDialog, DataFact, DataList, Heading, HStack, NotSupported, Page, Stack, Text } from '@tac/ui';
import { useAccessControlAcknowledgeAlarmMutation, useAccessControlDoorControlMutation, useAccessControlDoorStateQuery, type DoorStateAnswer } from './endpoints';

/** How often the open screen reads the door again when no live stream brings its changes (older firmware, a broken link). */
export const DOOR_POLL_MS = 2000;
/** With the live stream up, a read now and then only in case a message was lost. */
export const DOOR_LIVE_POLL_MS = 60_000;

function DoorFacts({ door, onAcknowledge, busy }: { door: DoorStateAnswer; onAcknowledge: (alarm: DoorAlarm) => void; busy: boolean }) {
  const { t } = useTranslation('accessControl');
  const mode =
    door.mode === 'normallyOpen' ? t('menu.normallyOpen') : door.mode === 'normallyClosed' ? t('menu.normallyClose') : t(`door.modes.${door.mode}`);
  return (
    <>
      <DataFact label={t('common:doorState.relay')}>
        <Badge colorPalette={door.relay === 'unlocked' ? 'orange' : 'gray'}>{t(`common:doorState.relayStates.${door.relay}`)}</Badge>
      </DataFact>
      <DataFact label={t('common:doorState.sensor')}>{t(`common:doorState.sensorStates.${door.sensor}`)}</DataFact>
      <DataFact label={t('door.mode')}>{mode}</DataFact>
      <DataFact label={t('common:doorState.alarms')}>
        {door.alarms.length === 0 ? (
          t('door.noAlarms')
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {door.alarms.map((alarm) => (
              <HStack as="li" key={alarm} gap="3" wrap="wrap">
                <Badge colorPalette="red">{t(`common:doorState.alarmNames.${alarm}`)}</Badge>
                <Button size="xs" variant="outline" loading={busy} onClick={() => onAcknowledge(alarm)}>
                  {t('door.acknowledge', { alarm: t(`common:doorState.alarmNames.${alarm}`) })}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </DataFact>
    </>
  );
}

/**
 * Door: the door's relay, sensor, mode and alarms, as the live stream brings them (read again
 * every two seconds while the screen is open and no stream is up); Open, Keep open, Keep locked and Back to schedule, each after a confirmation.
 * When the device does not answer, the state is unknown: the last answer would look current.
 * Firmware without the door calls is told once, and not asked again.
 */
export default function Door() {
  const { t } = useTranslation('accessControl');
  const headingId = useId();
  const live = useLive().status === 'up';
  const [supported, setSupported] = useState(true);
  const pollingInterval = !supported ? 0 : live ? DOOR_LIVE_POLL_MS : DOOR_POLL_MS;
  const { data, isError, error, refetch } = useAccessControlDoorStateQuery(undefined, { pollingInterval });
  const [control, { isLoading: controlling }] = useAccessControlDoorControlMutation();
  const [acknowledge, { isLoading: acknowledging }] = useAccessControlAcknowledgeAlarmMutation();
  const [asking, setAsking] = useState<DoorAction>();

  const run = async (action: DoorAction) => {
    // The baseQuery has already toasted a refusal; the state below is read again either way.
    await control({ action });
    setAsking(undefined);
    void refetch();
  };
  const acknowledgeAlarm = async (alarm: DoorAlarm) => {
    await acknowledge({ alarm });
    void refetch();
  };

  if (supported && isUnsupportedCall(error)) setSupported(false);
  if (!supported) {
    return (
      <Page title={t('menu.door')}>
        <NotSupported />
      </Page>
    );
  }

  return (
    <Page title={t('menu.door')}>
      <Stack gap="6" maxW="2xl">
        <Stack as="section" aria-labelledby={headingId} gap="3">
          <Heading as="h2" size="md" id={headingId}>
            {t('door.now')}
          </Heading>
          <DataList.Root orientation="horizontal" gap="2" aria-live="polite">
            {isError ? (
              <DataFact label={t('common:doorState.relay')}>{t('door.unknown')}</DataFact>
            ) : data ? (
              <DoorFacts door={data} busy={acknowledging} onAcknowledge={(alarm) => void acknowledgeAlarm(alarm)} />
            ) : (
              <DataFact label={t('common:doorState.relay')}>{t('common:loading')}</DataFact>
            )}
          </DataList.Root>
          <Text color="fg.muted">{t('door.overrideKept')}</Text>
        </Stack>
        <HStack gap="3" wrap="wrap">
          {DOOR_ACTIONS.map((action) => (
            <Button key={action} variant={action === 'open' ? 'solid' : 'outline'} onClick={() => setAsking(action)} disabled={!data || isError}>
              {t(`door.actions.${action}`)}
            </Button>
          ))}
        </HStack>
      </Stack>
      {asking && (
        <ConfirmDialog
          open
          title={t(`door.actions.${asking}`)}
          message={t(`door.confirm.${asking}`, { seconds: data?.relaydelay ?? 0 })}
          confirmLabel={t(`door.actions.${asking}`)}
          busy={controlling}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </Page>
  );
}
