import { AUDIT_AUTOMATIC, AUDIT_KINDS, AUDIT_NOT_AN_ACCOUNT, DownloadAuditLog, hasFullRights, isAuditKind, selectFuns, useAppSelector, type AuditChange, type AuditRow } from '@tac/goform';
import { formatNumber, useTranslation } from '@tac/i18n';
import { Box, Page, Text } from '@tac/ui';
import { DownloadButton } from '../../common/DownloadButton';
import { columnTitles } from '../../common/download';
import { formatDateTime } from '../../common/format';
import { PAGE_SIZE } from '../../common/PagedResults';
import type { Column } from '../../common/ResultTable';
import { SearchedList } from '../../common/SearchedList';
import { SearchForm } from '../../common/SearchForm';
import { useSearchState } from '../../common/searchState';
import { useDisplayFormat } from '../../common/useDeviceFormat';
import { useChangeLabel } from './changeLabels';
import { useDataReportAuditQuery } from './endpoints';

/** One field an entry changed: `label: old → new` (the arrow follows the reading direction), a secret only as changed. */
function Change({ change, label }: { change: AuditChange; label: string }) {
  const { t, i18n } = useTranslation('dataReport');
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  return (
    <Box as="li">
      <bdi>{label}</bdi>
      {': '}
      {change.secret ? (
        t('audit.secretChanged')
      ) : (
        <>
          <bdi>{change.from ?? ''}</bdi> {arrow} <bdi>{change.to ?? ''}</bdi>
        </>
      )}
    </Box>
  );
}

/**
 * Audit Log (issue 18): who changed what on the device, and every security event, by date
 * range, account and kind, paged by the device. The device answers an operator its own
 * entries only; the screen says so.
 */
export default function AuditLog() {
  const { t, i18n } = useTranslation('dataReport');
  const { filters, page, search, setPage } = useSearchState({ account: '', kind: '', from: '', to: '' });
  const display = useDisplayFormat();
  const changeLabels = useChangeLabel();
  const seesAll = hasFullRights(useAppSelector(selectFuns));
  const { data, isLoading, isFetching, error, refetch } = useDataReportAuditQuery({
    ...filters,
    kind: isAuditKind(filters.kind) ? filters.kind : '',
    start: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const kindLabel = (kind: string) => t(`audit.kinds.${kind}`, { defaultValue: kind });

  const columns: Column<AuditRow>[] = [
    { id: 'datetime', header: t('audit.datetime'), cell: (r) => formatDateTime(r.datetime, display) },
    {
      id: 'kind',
      header: t('audit.kind'),
      // Repeated refusals are one entry a minute with their count (device/src/audit/log.ts recordRefusal).
      cell: (r) => (
        <>
          {kindLabel(r.kind)}
          {r.count && r.count > 1 ? (
            <Text as="span" ms="2" fontWeight="semibold" title={t('audit.times', { n: formatNumber(r.count, i18n.language) })}>
              <bdi>×{formatNumber(r.count, i18n.language)}</bdi>
            </Text>
          ) : null}
        </>
      ),
    },
    {
      id: 'account',
      header: t('audit.account'),
      cell: (r) =>
        r.account === AUDIT_NOT_AN_ACCOUNT ? (
          <Text as="i">{t('audit.notAnAccount')}</Text>
        ) : r.account === AUDIT_AUTOMATIC ? (
          <Text as="i">{t('audit.automatic')}</Text>
        ) : (
          <bdi>{r.account}</bdi>
        ),
    },
    { id: 'address', header: t('audit.address'), cell: (r) => <bdi>{r.address}</bdi> },
    { id: 'target', header: t('audit.target'), cell: (r) => <bdi>{r.target}</bdi> },
    {
      id: 'details',
      header: t('audit.details'),
      // A card's whole width on a phone; long values and words break rather than widen the page.
      wide: true,
      cell: (r) => (
        <Box as="ul" listStyleType="none" whiteSpace="normal" overflowWrap="anywhere" minW="56">
          {r.changes.map((c) => (
            <Change key={c.field} change={c} label={changeLabels.label(r, c.field)} />
          ))}
        </Box>
      ),
    },
  ];
  const texts = {
    ...columnTitles(columns),
    ...Object.fromEntries(AUDIT_KINDS.map((k) => [`kind.${k}`, kindLabel(k)])),
    secretChanged: t('audit.secretChanged'),
  };

  return (
    <Page title={t('audit.title')} wide>
      <SearchForm
        who="account"
        values={{ userid: filters.account, from: filters.from, to: filters.to, kind: filters.kind }}
        choices={[
          {
            name: 'kind',
            label: t('audit.kind'),
            options: [{ value: '', label: t('audit.allKinds') }, ...AUDIT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))],
          },
        ]}
        searching={isFetching}
        onSearch={({ userid, kind, from, to }) => {
          if (!search({ account: userid, kind: kind ?? '', from, to })) void refetch();
        }}
      />
      <SearchedList
        error={error}
        onRetry={() => void refetch()}
        note={
          <>
            {seesAll ? '' : `${t('audit.ownOnly')} `}
            {data ? t('audit.kept', { max: formatNumber(data.max, i18n.language) }) : ''}
          </>
        }
        download={<DownloadButton contract={DownloadAuditLog} fields={filters} texts={texts} count={data?.count} />}
        caption={t('audit.title')}
        emptyText={t('audit.empty')}
        columns={columns}
        answer={data}
        rowKey={(r) => String(r.id)}
        // Busy until the other sections' field labels have loaded, rather than showing their keys a moment.
        loading={isLoading || isFetching || !changeLabels.ready}
        page={page}
        onPage={setPage}
      />
    </Page>
  );
}
