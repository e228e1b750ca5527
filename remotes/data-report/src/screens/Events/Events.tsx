import {
  DOOR_MAX,
  DownloadEvents,
  EVENT_CATALOGUE,
  EVENT_TYPES,
  eventOf,
  isUnsupportedCall,
  isVerifyMode,
  type EventRow,
  type EventType,
} from '@tac/goform';
import { formatNumber, useTranslation } from '@tac/i18n';
import { NotSupported, Page } from '@tac/ui';
import { DownloadButton } from '../../common/DownloadButton';
import { columnTitles } from '../../common/download';
import { formatDateTime } from '../../common/format';
import { PAGE_SIZE } from '../../common/PagedResults';
import type { Column } from '../../common/ResultTable';
import { SearchedList } from '../../common/SearchedList';
import { SearchForm } from '../../common/SearchForm';
import { useSearchState } from '../../common/searchState';
import { useDisplayFormat } from '../../common/useDeviceFormat';
import { useDataReportEventsQuery } from './endpoints';

const isEventType = (text: string): text is EventType => (EVENT_TYPES as readonly string[]).includes(text);
const DOORS = Array.from({ length: DOOR_MAX }, (_, i) => String(i + 1));
/** A filter from the address is searched only when the device could take it; anything else is no filter. */
const known = (text: string, values: readonly string[]) => (values.includes(text) ? text : '');
const EVENT_CODES_TEXT = EVENT_CATALOGUE.map((e) => String(e.code));

/**
 * Events (issue 35): access decisions, door events, alarms and the device's own events, by user,
 * date range, type, door and event, paged by the device, and downloaded with every name in the
 * reader's language. Firmware without the event log is told as such.
 */
export default function Events() {
  const { t, i18n } = useTranslation('dataReport');
  const { filters, page, search, setPage } = useSearchState({ userid: '', from: '', to: '', type: '', door: '', code: '' });
  const display = useDisplayFormat();
  const searched = {
    ...filters,
    type: isEventType(filters.type) ? filters.type : ('' as const),
    door: known(filters.door, DOORS),
    code: known(filters.code, EVENT_CODES_TEXT),
  };
  const { data, isLoading, isFetching, error, refetch } = useDataReportEventsQuery({
    ...searched,
    start: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const typeLabel = (type: string) => t(`events.types.${type}`, { defaultValue: type });
  // A code newer firmware knows and this console does not is shown as its number.
  const eventLabel = (code: number) => {
    const key = eventOf(code)?.key;
    return key ? t(`events.kinds.${key}`) : String(code);
  };

  // An access decision's detail is its verify mode, a wire word shown in the console's language.
  const detailLabel = (r: EventRow) => (r.type === 'access' && isVerifyMode(r.detail) ? t(`events.verifyModes.${r.detail}`) : (r.detail ?? ''));

  const doorLabel = (door: number | string) => t('events.doorNumber', { door: formatNumber(Number(door), i18n.language) });

  if (isUnsupportedCall(error)) {
    return (
      <Page title={t('events.title')}>
        <NotSupported />
      </Page>
    );
  }

  const columns: Column<EventRow>[] = [
    { id: 'datetime', header: t('records.datetime'), cell: (r) => formatDateTime(r.datetime, display) },
    { id: 'event', header: t('events.event'), cell: (r) => eventLabel(r.code) },
    { id: 'type', header: t('events.type'), cell: (r) => typeLabel(r.type) },
    { id: 'door', header: t('events.door'), cell: (r) => (r.door === undefined ? '' : doorLabel(r.door)) },
    { id: 'userid', header: t('records.userId'), cell: (r) => r.userid ?? '' },
    { id: 'username', header: t('records.userName'), cell: (r) => <bdi>{r.username ?? ''}</bdi> },
    { id: 'detail', header: t('events.detail'), cell: (r) => <bdi>{detailLabel(r)}</bdi> },
  ];
  const texts = {
    ...columnTitles(columns),
    code: t('events.code'),
    ...Object.fromEntries(EVENT_TYPES.map((type) => [`type.${type}`, typeLabel(type)])),
    ...Object.fromEntries(EVENT_CATALOGUE.map((e) => [`event.${e.key}`, eventLabel(e.code)])),
  };

  return (
    <Page title={t('events.title')} wide>
      <SearchForm
        values={searched}
        choices={[
          {
            name: 'type',
            label: t('events.type'),
            options: [{ value: '', label: t('events.allTypes') }, ...EVENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))],
          },
          {
            name: 'door',
            label: t('events.door'),
            options: [{ value: '', label: t('events.allDoors') }, ...DOORS.map((door) => ({ value: door, label: doorLabel(door) }))],
          },
          {
            name: 'code',
            label: t('events.event'),
            options: [
              { value: '', label: t('events.allEvents') },
              ...EVENT_CATALOGUE.map((e) => ({ value: String(e.code), label: eventLabel(e.code) })),
            ],
          },
        ]}
        searching={isFetching}
        onSearch={(next) => {
          if (!search(next)) void refetch();
        }}
      />
      <SearchedList
        error={error}
        onRetry={() => void refetch()}
        note={data ? t('events.kept', { max: formatNumber(data.max, i18n.language) }) : ''}
        download={<DownloadButton contract={DownloadEvents} fields={searched} texts={texts} count={data?.count} />}
        caption={t('events.title')}
        emptyText={t('events.empty')}
        columns={columns}
        answer={data}
        rowKey={(r) => String(r.id)}
        loading={isLoading || isFetching}
        page={page}
        onPage={setPage}
      />
    </Page>
  );
}
