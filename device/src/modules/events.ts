import { DownloadEvents, eventOf, searchEvents, type DoorAlarm, type EventCode, type EventRow } from '@tac/goform/contract';
import type { Device, DeviceModule } from '../device';
import { onDoorEvent } from '../door/events';
import { route } from '../goform/registry';
import { clearEvents, eventLimit, eventsMigrations, recordEvent } from '../events/log';
import { iterateEvents, searchEventLog, type EventFilters } from '../events/query';
import { csvText, sendCsv, type CsvColumn, type CsvLayout } from '../records/csv';
import { coveredFileName } from '../records/filters';

export { recordEvent, type EventInput } from '../events/log';

type CsvEvent = Omit<EventRow, 'id' | 'type' | 'door'> & { type: string; event: string; door: string };

const columns: CsvColumn<CsvEvent>[] = [
  { key: 'datetime', header: 'Date Time' },
  { key: 'code', header: 'Code' },
  { key: 'type', header: 'Type' },
  { key: 'event', header: 'Event' },
  { key: 'door', header: 'Door' },
  { key: 'userid', header: 'User ID' },
  { key: 'username', header: 'User Name' },
  { key: 'detail', header: 'Detail' },
];

/** Events as the reader's spreadsheet shows them: the type and the event named in their language. */
async function* forReader(layout: CsvLayout, rows: AsyncIterable<EventRow>): AsyncGenerator<CsvEvent> {
  for await (const r of rows) {
    const key = eventOf(r.code)?.key ?? String(r.code);
    yield {
      datetime: r.datetime,
      code: r.code,
      type: csvText(layout, `type.${r.type}`, r.type),
      event: csvText(layout, `event.${key}`, key),
      door: r.door === undefined ? '' : String(r.door),
      userid: r.userid ?? '',
      username: r.username ?? '',
      detail: r.detail ?? '',
    };
  }
}

/** `events_<serial>_<from>_<to>.csv`: open ends from the first event's day, until today. */
const fileName = (device: Device, f: EventFilters): string => coveredFileName(device, 'events', 'events', f);

/** The event of each door alarm. */
const DOOR_ALARM_EVENT: Record<DoorAlarm, EventCode> = { heldOpen: 300, forcedOpen: 301, tamper: 302, duress: 303 };

/** The event log's calls; the device's own events (started, restarted, link, firmware) are recorded where they happen. */
export const eventsModule: DeviceModule = {
  name: 'events',
  migrations: eventsMigrations,
  routes: [
    route(searchEvents, ({ input, device }) => ({
      ...searchEventLog(device, { ...input, start: input.start ?? 0, limit: input.limit ?? 20 }),
      max: eventLimit(device, false),
    })),
    route(DownloadEvents, ({ input, device, reply }) => sendCsv(reply, fileName(device, input), columns, forReader(input, iterateEvents(device, input)), input)),
  ],
  factoryReset: clearEvents,
  start: (device) => {
    recordEvent(device, { code: 400 });
    // The door's closing and its alarms (the console's open is recorded by DoorControl, with who asked).
    onDoorEvent(device, (event) => {
      if (event.code === 'doorClosed') recordEvent(device, { code: 202, door: 1 });
      else if (event.code === 'alarm') recordEvent(device, { code: DOOR_ALARM_EVENT[event.alarm], door: 1, userid: event.userid });
    });
  },
};
