import { DownloadThermometryForm, type ThermometryRow } from '@tac/goform';
import { isRtl, useLocaleFormat, useTranslation } from '@tac/i18n';
import { Badge, Page, Stack, Text } from '@tac/ui';
import { columnTitles, filterLines } from '../../common/download';
import type { ExportDefinition } from '../../common/export/runExport';
import { ExportButtons } from '../../common/ExportButtons';
import { LoadError } from '../../common/LoadError';
import { formatDateTime } from '../../common/format';
import { PAGE_SIZE, PagedResults } from '../../common/PagedResults';
import type { Column } from '../../common/ResultTable';
import { SearchForm } from '../../common/SearchForm';
import { useSearchState } from '../../common/searchState';
import { useDisplayFormat } from '../../common/useDeviceFormat';
import { useDataReportThermometryQuery } from './endpoints';

const TYPES = ['all', 'abnormal', 'normal'] as const;
type TemperatureType = (typeof TYPES)[number];
const asType = (v: string): TemperatureType => (TYPES as readonly string[]).includes(v) ? (v as TemperatureType) : 'all';

/** Temperature (SPEC §2): measured temperatures, All / Abnormality / Normal, fevers set apart. */
export default function Thermometry() {
  const { t, i18n } = useTranslation('dataReport');
  const { number } = useLocaleFormat();
  const { filters, page, search, setPage } = useSearchState({ userid: '', from: '', to: '', type: 'all' });
  const display = useDisplayFormat();
  const { data, isLoading, isFetching, error, refetch } = useDataReportThermometryQuery({
    ...filters,
    type: asType(filters.type),
    start: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const tenths = (value: number) => number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const celsius = (value: number) => t('thermometry.celsius', { value: tenths(value) });

  const columns: Column<ThermometryRow>[] = [
    { id: 'datetime', header: t('thermometry.datetime'), cell: (r) => formatDateTime(r.datetime, display) },
    { id: 'userid', header: t('thermometry.userId'), cell: (r) => r.userid },
    { id: 'username', header: t('thermometry.userName'), cell: (r) => r.username },
    { id: 'temperature', header: t('thermometry.temperature'), cell: (r) => celsius(r.temperature), numeric: true },
    {
      id: 'state',
      header: t('thermometry.state'),
      cell: (r) =>
        r.abnormal ? (
          <Badge colorPalette="red" variant="solid">
            {t('thermometry.stateAbnormal')}
          </Badge>
        ) : (
          <Badge variant="subtle">{t('thermometry.stateNormal')}</Badge>
        ),
    },
  ];

  const fileTexts = {
    ...columnTitles(columns),
    temperature: t('download.celsius', { title: t('thermometry.temperature') }),
    stateAbnormal: t('thermometry.stateAbnormal'),
    stateNormal: t('thermometry.stateNormal'),
  };

  const type = asType(filters.type);
  const stateText = (r: ThermometryRow) => (r.abnormal ? fileTexts.stateAbnormal : fileTexts.stateNormal);
  const files: ExportDefinition<'searchThermometryRecord'> = {
    search: 'searchThermometryRecord',
    filter: { ...filters, type },
    what: 'temperatures',
    qualifiers: filters.userid ? [`user${filters.userid}`] : [],
    table: {
      title: t('thermometry.title'),
      header: [...filterLines(t, filters), { label: t('search.type'), value: t(`thermometry.${type}`) }],
      rtl: isRtl(i18n.language),
    },
    columns: [
      { title: t('thermometry.datetime'), kind: 'datetime', width: 20, value: (r) => r.datetime, text: (r) => formatDateTime(r.datetime, display) },
      { title: t('thermometry.userId'), kind: 'integer', width: 12, value: (r) => Number(r.userid), text: (r) => r.userid },
      { title: t('thermometry.userName'), kind: 'text', width: 24, value: (r) => r.username, text: (r) => r.username },
      { title: fileTexts.temperature, kind: 'decimal', width: 16, value: (r) => r.temperature, text: (r) => tenths(r.temperature) },
      { title: t('thermometry.state'), kind: 'text', width: 14, value: stateText, text: stateText },
    ],
    day: (r) => r.datetime.slice(0, 10),
  };

  return (
    <Page title={t('thermometry.title')} wide>
      <SearchForm
        values={{ ...filters, type: asType(filters.type) }}
        choices={[{ name: 'type', label: t('search.type'), options: TYPES.map((v) => ({ value: v, label: t(`thermometry.${v}`) })) }]}
        searching={isFetching}
        onSearch={(next) => {
          if (!search(next)) void refetch();
        }}
      />
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="4">
          {data && <Text fontSize="sm">{t('thermometry.threshold', { value: tenths(data.threshold) })}</Text>}
          <ExportButtons csv={{ contract: DownloadThermometryForm, fields: filters, texts: fileTexts }} definition={files} count={data?.count} />
          <PagedResults
            caption={t('thermometry.title')}
            columns={columns}
            answer={data}
            rowKey={(r, i) => `${r.datetime}-${r.userid}-${i}`}
            loading={isLoading || isFetching}
            highlight={(r) => r.abnormal === 1}
            page={page}
            onPage={setPage}
          />
        </Stack>
      )}
    </Page>
  );
}
