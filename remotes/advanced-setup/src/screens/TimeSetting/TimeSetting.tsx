import { datetimeGroup, TIME_MODES, useDatetimeGroupQuery, useSaveDatetimeGroupMutation } from '@tac/goform';
import { screenKeys, useLocaleFormat, useTranslation } from '@tac/i18n';
import {
  Button,
  contractFields,
  contractSchema,
  DateField,
  Input,
  NumberField,
  Page,
  RadioField,
  SelectField,
  SettingsForm,
  SimpleGrid,
  Stack,
  TextField,
  TimeField,
  useSettingsForm,
} from '@tac/ui';
import { useMemo, useState } from 'react';
import { NtpStatus, type NtpStatusFields } from './NtpStatus';
import { matchingZones, zoneOptions } from './timeZones';
import { useRunningClock } from './useRunningClock';

const keys = screenKeys(datetimeGroup.screen);
const SERVERS = ['ntpserver1', 'ntpserver2', 'ntpserver3'] as const;
/** How often the screen reads the network time status again while the device keeps network time. */
export const NTP_STATUS_POLL_MS = 3000;

const pad = (n: number) => String(n).padStart(2, '0');

/** This computer's local date and time in the device's spelling. */
export function computerClock(now: Date): { date: string; time: string } {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
  };
}

const schema = contractSchema(datetimeGroup.schema);

/** The time zone, chosen from the IANA list labelled in the console language; a search narrows the list. */
function TimeZoneField({ chosen }: { chosen: string }) {
  const { t } = useTranslation('advancedSetup');
  const { locale } = useLocaleFormat();
  const [search, setSearch] = useState('');
  const all = useMemo(() => zoneOptions(locale), [locale]);
  const options = [{ value: '', label: t('timeSetting.noZone') }, ...matchingZones(all, search, chosen)];
  return (
    <Stack gap="2">
      <Input
        type="search"
        aria-label={t('timeSetting.searchZone')}
        placeholder={t('timeSetting.searchZone')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <SelectField name="timezone" label={t(keys.field('timezone'))} helperText={t('timeSetting.zoneHelp')} options={options} />
    </Stack>
  );
}

export default function TimeSetting() {
  const { t } = useTranslation('advancedSetup');
  const [polling, setPolling] = useState(false);
  const query = useDatetimeGroupQuery(undefined, { pollingInterval: polling ? NTP_STATUS_POLL_MS : 0 });
  const form = useSettingsForm({
    query,
    mutation: useSaveDatetimeGroupMutation(),
    schema,
    // Network time: the servers set the clock, so no date or time is sent. Otherwise the fields
    // the user left alone are sent as the clock reads at this moment.
    toWire: ({ date, time, ...rest }) => (rest.timemode === 'ntp' ? rest : { date, time, ...rest, ...clock.untouched() }),
  });
  const clock = useRunningClock(form.methods);
  const { setValue } = form.methods;
  const fields = contractFields(datetimeGroup, form.methods.watch());
  const stored = query.data;
  const storedNtp = stored?.timemode === 'ntp';
  if (storedNtp !== polling) setPolling(storedNtp);

  // One click: take the computer's clock and save it, so no second goes by in between.
  const takeComputerTime = () => {
    const { date, time } = computerClock(new Date());
    setValue('date', date, { shouldDirty: true });
    setValue('time', time, { shouldDirty: true });
    void form.onSubmit();
  };

  return (
    <Page titleKey={keys.title}>
      <SettingsForm
        form={form}
        label={t(keys.title)}
        actions={
          fields.applies('date') && (
            <Button variant="outline" onClick={takeComputerTime} disabled={form.isSaving}>
              {t('timeSetting.useComputerTime')}
            </Button>
          )
        }
      >
        {/* A device without network time (older firmware) answers no timemode, nor any of its fields. */}
        {stored?.timemode !== undefined && (
          <RadioField name="timemode" label={t(keys.field('timemode'))} options={TIME_MODES.map((m) => ({ value: m, label: t(keys.option('timemode', m)) }))} />
        )}
        {fields.applies('date') && (
          <>
            <DateField name="date" label={t(keys.field('date'))} required />
            <TimeField seconds name="time" label={t(keys.field('time'))} helperText={t('timeSetting.timeHelp')} required />
          </>
        )}
        {stored?.timemode !== undefined && fields.applies('ntpserver1') && (
          <>
            {SERVERS.map((server) => (
              <TextField key={server} {...fields.text(server)} label={t(keys.field(server))} helperText={t('timeSetting.serverHelp')} />
            ))}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <NumberField {...fields.number('ntpport')} label={t(keys.field('ntpport'))} />
              <NumberField {...fields.number('ntpinterval')} label={t(keys.field('ntpinterval'))} helperText={t('timeSetting.intervalHelp')} />
            </SimpleGrid>
          </>
        )}
        {stored?.timezone !== undefined && <TimeZoneField chosen={String(form.methods.watch('timezone') ?? '')} />}
      </SettingsForm>
      {/* The read answers the status (the group's live fields) beside the settings. */}
      {storedNtp && <NtpStatus status={stored as NtpStatusFields} timeZone={stored.timezone ?? ''} />}
    </Page>
  );
}
