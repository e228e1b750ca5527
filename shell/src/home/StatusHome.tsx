import { useEffect, useState, type ReactNode } from 'react';
import {
  datetimeGroup,
  DOOR_ALARMS,
  eventOf,
  GetDoorState,
  GetPushState,
  instantInZone,
  RECORD_LOG_WARNING_SHARE,
  searchEvents,
  selectFuns,
  useAppSelector,
  userlist,
  type DoorAlarm,
  type DoorState,
  type RecordLogFull,
} from '@tac/goform';
import { leftToRight, useLocaleFormat, useTranslation } from '@tac/i18n';
import { Alert, Card, DataFact, DataList, Heading, List, Page, Progress, SimpleGrid, Skeleton, Stack, Text } from '@tac/ui';
import {
  useShellDeviceClockQuery,
  useShellDeviceStatusQuery,
  useShellDoorStateQuery,
  useShellEventCountQuery,
  useShellLastAlarmsQuery,
  useShellPushStateQuery,
  useShellStatusInfoQuery,
  type DeviceClock,
} from './endpoints';

/** How often the tiles read the device again (background calls: they do not keep the session alive). */
const REFRESH_MS = 30_000;
/** A device clock further than this from the browser's is worth a warning (punches land at the wrong time). */
const CLOCK_WARNING_S = 60;

const POLL = { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true };
const TILE_HEIGHT = '15rem';
const TALL_TILE_HEIGHT = '31rem';

interface Read {
  isLoading: boolean;
  isError: boolean;
}

/**
 * One tile: a named region of a fixed height, so a refresh, a skeleton or a failure never moves
 * the others. Its content shows once its read has answered; a failed read says so in the tile.
 */
function Tile({ title, read, tall = false, children }: { title: string; read: Read; tall?: boolean; children: () => ReactNode }) {
  const { t } = useTranslation();
  const height = tall ? TALL_TILE_HEIGHT : TILE_HEIGHT;
  return (
    <Card.Root as="section" aria-label={title} minH={{ base: TILE_HEIGHT, md: height }} gridRow={tall ? { md: 'span 2' } : undefined} overflow="hidden">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body fontVariantNumeric="tabular-nums">
        {read.isLoading ? (
          <Skeleton flex="1" minH="8rem" />
        ) : read.isError ? (
          <Text color="fg.muted">{t('shell:status.unavailable')}</Text>
        ) : (
          children()
        )}
      </Card.Body>
    </Card.Root>
  );
}

const Facts = ({ children }: { children: ReactNode }) => (
  <DataList.Root orientation="horizontal" gap="2">
    {children}
  </DataList.Root>
);

function uptimeParts(seconds: number) {
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3600), minutes: Math.floor((seconds % 3600) / 60) };
}

function IdentityTile() {
  const { t } = useTranslation();
  const info = useShellStatusInfoQuery(undefined, POLL);
  // Older firmware has no GetDeviceStatus: the tile keeps what SetInfoParam answers, without the uptime.
  const status = useShellDeviceStatusQuery(undefined, POLL);
  return (
    <Tile title={t('shell:status.identity')} read={info}>
      {() => {
        const i = info.data!;
        return (
          <Facts>
            <DataFact label={t('shell:status.model')}>{i.Model}</DataFact>
            <DataFact label={t('shell:info.serialNumber')}>{i.Serial}</DataFact>
            <DataFact label={t('shell:info.firmwareVersion')}>{i.FirmwareVersion}</DataFact>
            {status.data && <DataFact label={t('shell:status.uptime')}>{t('shell:status.uptimeValue', uptimeParts(status.data.uptime))}</DataFact>}
            {i.IPAddress && <DataFact label={t('shell:status.address')}>{leftToRight(i.IPAddress)}</DataFact>}
            {i.MACAddress && <DataFact label={t('shell:status.mac')}>{leftToRight(i.MACAddress)}</DataFact>}
          </Facts>
        );
      }}
    </Tile>
  );
}

/**
 * How many seconds the device's clock is ahead of the browser's when it was read: its wall clock
 * read in the device's own zone when it keeps one, else as a time of the browser's zone (older
 * firmware says no zone).
 */
function clockOffsetS(clock: DeviceClock, readAt: number): number {
  const [y, mo, d] = clock.date.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = clock.time.split(':').map(Number) as [number, number, number?];
  const instant = clock.timezone ? instantInZone(clock.timezone, y, mo, d, h, mi, s) : new Date(y, mo - 1, d, h, mi, s).getTime();
  return Math.round((instant - readAt) / 1000);
}

function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ClockFacts({ offset }: { offset: number }) {
  const { t } = useTranslation();
  const { number, dateTime } = useLocaleFormat();
  const now = useNow();
  const seconds = number(Math.abs(offset));
  const difference = offset === 0 ? t('shell:status.clockInStep') : t(offset > 0 ? 'shell:status.clockAhead' : 'shell:status.clockBehind', { seconds });
  return (
    <Stack gap="3">
      <Text role="timer" aria-label={t('shell:status.clock')} fontSize="2xl" fontWeight="semibold">
        {dateTime(now + offset * 1000, { dateStyle: 'medium', timeStyle: 'medium' })}
      </Text>
      <Text>{difference}</Text>
      {Math.abs(offset) > CLOCK_WARNING_S && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('shell:status.clockWarning')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

function ClockTile() {
  const { t } = useTranslation();
  const clock = useShellDeviceClockQuery(undefined, POLL);
  return (
    <Tile title={t('shell:status.clock')} read={clock}>
      {() => <ClockFacts offset={clockOffsetS(clock.data!, clock.fulfilledTimeStamp!)} />}
    </Tile>
  );
}

function Usage({ label, count, max }: { label: string; count: number; max: number }) {
  const { t } = useTranslation();
  const { number } = useLocaleFormat();
  const usage = t('shell:status.usage', { count: number(count), max: number(max) });
  return (
    <Stack gap="1">
      <Text display="flex" justifyContent="space-between" gap="2" aria-hidden>
        <span>{label}</span>
        <span>{usage}</span>
      </Text>
      <Progress.Root value={Math.min(count, max)} max={Math.max(max, 1)} size="sm">
        <Progress.Track aria-label={label} aria-valuetext={usage}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

const FULL_LOG_TEXT: Record<RecordLogFull, string> = {
  dropOldest: 'shell:status.fullDropOldest',
  stopRecording: 'shell:status.fullStopRecording',
};

interface RecordLog {
  count: number;
  max: number;
  /** The record count from which the log is nearly full: RECORD_LOG_WARNING_SHARE of max, or the device's log alarm when that comes first. */
  warning: number;
  /** What the model does when the log is full; undefined when the device does not say (older firmware). */
  whenFull: RecordLogFull | undefined;
}

/** What the model does when the log is full, always; from the device's nearly-full count on, a warning (full: stopped recording is an error). */
function RecordLogState({ log }: { log: RecordLog }) {
  const { t } = useTranslation();
  const { number } = useLocaleFormat();
  const full = log.count >= log.max;
  // A full log that records no more punches is urgent: announced as an alert, not a status.
  const stopped = full && log.whenFull === 'stopRecording';
  return (
    <>
      {log.whenFull && (
        <Text fontSize="sm" color="fg.muted">
          {t(FULL_LOG_TEXT[log.whenFull])}
        </Text>
      )}
      {log.count >= log.warning && (
        <Alert.Root status={stopped ? 'error' : 'warning'} role={stopped ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {full ? t('shell:status.logFull') : t('shell:status.logNearlyFull', { percent: number(log.count / log.max, { style: 'percent' }) })}
            </Alert.Title>
            {!log.whenFull && <Alert.Description>{t('shell:status.fullUnknown')}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
    </>
  );
}

/** Users and their credentials for the User right, records and events for the Data Report right. */
function StorageTile({ users, reports }: { users: boolean; reports: boolean }) {
  const { t } = useTranslation();
  const info = useShellStatusInfoQuery(undefined, POLL);
  const status = useShellDeviceStatusQuery(undefined, POLL);
  const events = useShellEventCountQuery(undefined, { ...POLL, skip: !reports });
  return (
    <Tile title={t('shell:status.storage')} read={info} tall>
      {() => {
        const i = info.data!;
        const log: RecordLog = {
          count: i.RecordCount,
          max: i.MaxRecord,
          // An empty log is never nearly full, whatever alarm count the device answers.
          warning: Math.max(1, Math.min(Math.ceil(i.MaxRecord * RECORD_LOG_WARNING_SHARE), status.data?.recordwarning ?? Infinity)),
          whenFull: status.data?.recordfull,
        };
        return (
          <Stack gap="4">
            {users && (
              <>
                <Usage label={t('shell:status.users')} count={i.UserCount} max={i.MaxUser} />
                {i.funOption.FP === 1 && <Usage label={t('shell:status.fingerprints')} count={i.FPCount} max={i.MaxFP} />}
                {i.funOption.FACE === 1 && <Usage label={t('shell:status.faces')} count={i.FaceCount} max={i.MaxFACE} />}
                {i.funOption.CARD === 1 && <Usage label={t('shell:status.cards')} count={i.CardCount} max={status.data?.MaxCard ?? i.MaxUser} />}
              </>
            )}
            {reports && (
              <>
                <Usage label={t('shell:status.records')} count={i.RecordCount} max={i.MaxRecord} />
                {events.data && <Usage label={t('shell:status.events')} count={events.data.count} max={events.data.max} />}
                {i.MaxRecord > 0 && <RecordLogState log={log} />}
              </>
            )}
          </Stack>
        );
      }}
    </Tile>
  );
}

function LinkTile() {
  const { t } = useTranslation();
  const { dateTime } = useLocaleFormat();
  const push = useShellPushStateQuery(undefined, POLL);
  return (
    <Tile title={t('common:pushLink.title')} read={push}>
      {() => {
        const p = push.data!;
        return (
          <Facts>
            <DataFact label={t('common:pushLink.state')}>{t(`common:pushLink.states.${p.state}`)}</DataFact>
            {p.server && <DataFact label={t('common:pushLink.server')}>{leftToRight(p.server)}</DataFact>}
            <DataFact label={t('common:pushLink.lastContact')}>
              {p.lastcontact ? dateTime(new Date(p.lastcontact.replace(' ', 'T'))) : t('common:pushLink.never')}
            </DataFact>
          </Facts>
        );
      }}
    </Tile>
  );
}

function DoorFacts({ door }: { door: DoorState }) {
  const { t } = useTranslation();
  const { list } = useLocaleFormat();
  const alarms = door.alarms.map((alarm) => t(`common:doorState.alarmNames.${alarm}`));
  return (
    <Facts>
      <DataFact label={t('common:doorState.relay')}>{t(`common:doorState.relayStates.${door.relay}`)}</DataFact>
      <DataFact label={t('common:doorState.sensor')}>{t(`common:doorState.sensorStates.${door.sensor}`)}</DataFact>
      <DataFact label={t('common:doorState.alarms')}>{alarms.length > 0 ? list(alarms) : t('shell:status.noAlarms')}</DataFact>
    </Facts>
  );
}

function DoorTile() {
  const { t } = useTranslation();
  const door = useShellDoorStateQuery(undefined, POLL);
  return (
    <Tile title={t('shell:status.door')} read={door}>
      {() => <DoorFacts door={door.data!} />}
    </Tile>
  );
}

/** The alarm events' keys are the door's alarms' (heldOpen, forcedOpen, tamper, duress). */
const isDoorAlarm = (key: string): key is DoorAlarm => (DOOR_ALARMS as readonly string[]).includes(key);

function AlarmsTile() {
  const { t } = useTranslation();
  const { dateTime } = useLocaleFormat();
  const alarms = useShellLastAlarmsQuery(undefined, POLL);
  // Alarm events are named as the door's alarms; a code newer firmware added is shown as its number.
  const eventName = (code: number) => {
    const key = eventOf(code)?.key;
    return key && isDoorAlarm(key) ? t(`common:doorState.alarmNames.${key}`) : String(code);
  };
  return (
    <Tile title={t('shell:status.lastAlarms')} read={alarms}>
      {() =>
        alarms.data!.record.length === 0 ? (
          <Text>{t('shell:status.noAlarms')}</Text>
        ) : (
          <List.Root variant="plain" gap="1">
            {alarms.data!.record.map((event) => (
              <List.Item key={event.id} display="flex" gap="3" flexWrap="wrap">
                <span>{dateTime(new Date(event.datetime.replace(' ', 'T')))}</span>
                <span>{eventName(event.code)}</span>
              </List.Item>
            ))}
          </List.Root>
        )
      }
    </Tile>
  );
}

/**
 * The first screen after login: the device at a glance, each tile only for the section whose
 * right the account holds (identity for every account, as the info dialog). Read-only; it reads
 * again every 30 s in the background, and as the live stream brings door changes and events.
 * The states it names are in the sections' words, kept in the common texts (pushLink, doorState)
 * for both, so opening it loads no section's code.
 */
export function StatusHome() {
  const funs = useAppSelector(selectFuns);
  const may = (right: string) => funs.includes(right);
  const users = may(userlist.access);
  const reports = may(searchEvents.access);
  return (
    <Page titleKey="shell:status.title" wide>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="stretch">
        <IdentityTile />
        {(users || reports) && <StorageTile users={users} reports={reports} />}
        {may(datetimeGroup.permission) && <ClockTile />}
        {may(GetPushState.access) && <LinkTile />}
        {may(GetDoorState.access) && <DoorTile />}
        {reports && <AlarmsTile />}
      </SimpleGrid>
    </Page>
  );
}
