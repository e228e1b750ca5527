import { AcknowledgeAlarm, api, goformRequest, selectFuns, useAppSelector, useLive, type Answer, type DoorAlarm, type RequestOf } from '@tac/goform';
import { useSectionTexts, useTranslation } from '@tac/i18n';
import { Alert, Button, Stack } from '@tac/ui';

/** The Acknowledge action is the Door screen's words (its section's texts); the alarms' names are common. */
const DOOR_TEXTS = ['accessControl'];

const alarmEndpoints = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    shellAcknowledgeAlarm: build.mutation<Answer, RequestOf<typeof AcknowledgeAlarm>>({
      query: (input) => goformRequest(AcknowledgeAlarm, input),
    }),
  }),
});

/**
 * The door's alarms in force, on every page of the console as the live stream reports them: each
 * names the door and the alarm, with Acknowledge for an account with the access-control right
 * (others see the alarm only). It goes away in every open console once acknowledged anywhere.
 */
export function DoorAlarmBanner() {
  const { door, alarms } = useLive().alarms;
  // The Door screen's words load (with its section) only when there is an alarm to name.
  return alarms.length === 0 ? null : <AlarmList door={door} alarms={alarms} />;
}

function AlarmList({ door, alarms }: { door: number; alarms: readonly DoorAlarm[] }) {
  const { t } = useTranslation();
  const mayAcknowledge = useAppSelector(selectFuns).includes(AcknowledgeAlarm.access);
  const [acknowledge, { isLoading, originalArgs }] = alarmEndpoints.useShellAcknowledgeAlarmMutation();
  const textsReady = useSectionTexts(DOOR_TEXTS);
  if (!textsReady) return null;
  const nameOf = (alarm: DoorAlarm) => t(`common:doorState.alarmNames.${alarm}`);

  return (
    <Stack as="section" aria-label={t('shell:doorAlarm.region')} gap="2" px={{ base: '3', md: '6' }} pt="4">
      {alarms.map((alarm) => (
        <Alert.Root key={alarm} status="error" role="alert" maxW="2xl" flexWrap="wrap" gap="3">
          <Alert.Indicator />
          <Alert.Title flex="1" minW="0">
            {t('shell:doorAlarm.title', { door, alarm: nameOf(alarm) })}
          </Alert.Title>
          {mayAcknowledge && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={isLoading && originalArgs?.alarm === alarm}
              // A refusal is toasted by the answer handling; the banner stays until the stream says the alarm ended.
              onClick={() => void acknowledge({ alarm })}
            >
              {t('accessControl:door.acknowledge', { alarm: nameOf(alarm) })}
            </Button>
          )}
        </Alert.Root>
      ))}
    </Stack>
  );
}
