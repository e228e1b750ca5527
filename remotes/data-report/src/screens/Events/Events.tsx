import { DownloadEvents, EVENT_CATALOGUE, EVENT_TYPES, eventOf, isVerifyMode, type EventRow, type EventType } from '@tac/goform';
import { formatNumber, useTranslation } from '@tac/i18n';
import { Page } from '@tac/ui';
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

/**
 * Events (issue 35): access decisions, door events, alarms and the device's own events, by user,
 * date range and type, paged by the device, and downloaded with every name in the reader's language.
 */
export default function Events() {
  const { t, i18n } = useTranslation('dataReport');
  const { filters, page, search, setPage } = useSearchState({ userid: '', from: '', to: '', type: '' });
  const display = useDisplayFormat();
  const { data, isLoading, isFetching, error, refetch } = useDataReportEventsQuery({
    ...filters,
    type: isEventType(filters.type) ? filters.type : '',
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

  const columns: Column<EventRow>[] = [
    { id: 'datetime', header: t('records.datetime'), cell: (r) => formatDateTime(r.datetime, display) },
    { id: 'event', header: t('events.event'), cell: (r) => eventLabel(r.code) },
    { id: 'type', header: t('events.type'), cell: (r) => typeLabel(r.type) },
    { id: 'door', header: t('events.door'), cell: (r) => (r.door === undefined ? '' : formatNumber(r.door, i18n.language)) },
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
        values={{ userid: filters.userid, from: filters.from, to: filters.to, choice: filters.type }}
        choice={{
          label: t('events.type'),
          options: [{ value: '', label: t('events.allTypes') }, ...EVENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))],
        }}
        searching={isFetching}
        onSearch={({ choice, ...rest }) => {
          if (!search({ ...rest, type: choice })) void refetch();
        }}
      />
      <SearchedList
        error={error}
        onRetry={() => void refetch()}
        note={data ? t('events.kept', { max: formatNumber(data.max, i18n.language) }) : ''}
        download={<DownloadButton contract={DownloadEvents} fields={filters} texts={texts} count={data?.count} />}
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
