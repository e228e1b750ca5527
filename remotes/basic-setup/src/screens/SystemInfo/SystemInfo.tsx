import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Button, Center, DataList, ErrorPanel, Page, Spinner } from '@tac/ui';
import { useSystemInfoQuery, type SystemInfo as SystemInfoAnswer } from '@tac/goform';
import { Capacity } from './Capacity';

/** The read-only figures of SPEC §2 "System Info", in this order, with the addresses that tell this unit from others (walk #21). */
const FIGURES = [
  'SerialNumber',
  'IPAddress',
  'MACAddress',
  'UserCount',
  'FPCount',
  'FaceCount',
  'IRISCount',
  'CardCount',
  'RecordCount',
  'FirmwareVersion',
  'KernelVersion',
  'FileSystemVersion',
] as const satisfies readonly (keyof SystemInfoAnswer)[];

export default function SystemInfo() {
  const { t } = useTranslation('basicSetup');
  const { number } = useLocaleFormat();
  const { data, isLoading, isFetching, isError, refetch } = useSystemInfoQuery();

  const refresh = (
    <Button variant="outline" onClick={() => void refetch()} loading={isFetching}>
      {t('systemInfo.refresh')}
    </Button>
  );

  return (
    <Page title={t('systemInfo.title')} actions={refresh}>
      {isLoading ? (
        <Center py="10">
          <Spinner size="lg" />
        </Center>
      ) : isError || !data ? (
        <ErrorPanel title={t('systemInfo.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <>
          <Capacity info={data} />
          {/* Label beside value from sm up; on a phone the value goes under its label so long serials fit. */}
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="lg" maxW="2xl">
            {/* Older firmware answers no addresses: a figure the device does not answer is left out. */}
            {FIGURES.filter((figure) => data[figure] !== undefined).map((figure) => (
              // The horizontal variant keeps the vertical one's column direction, which stacks and centres each figure.
              <DataList.Item key={figure} flexDirection={{ base: 'column', sm: 'row' }}>
                <DataList.ItemLabel minW={{ sm: '48' }}>{t(`systemInfo.${figure}`)}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{/* Counts in the language's digits and separators; versions and serial as the device wrote them. */}
                  {typeof data[figure] === 'number' ? number(data[figure]) : String(data[figure] ?? '')}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </>
      )}
    </Page>
  );
}
