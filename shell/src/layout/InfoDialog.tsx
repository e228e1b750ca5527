import { useState } from 'react';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Button, CloseButton, DataList, Dialog, Portal, Spinner, Text } from '@tac/ui';
import { useSystemInfoQuery, type SystemInfo } from '@tac/goform';

interface Row {
  labelKey: string;
  value: (info: SystemInfo) => string | number;
  /** Capacities show only for functions the model has (funOption flag = 1). */
  flag?: 'FACE' | 'FP' | 'IRIS';
}

const ROWS: Row[] = [
  { labelKey: 'shell:info.firmwareVersion', value: (i) => i.Build_Version },
  { labelKey: 'shell:info.maxUsers', value: (i) => i.MaxUser },
  { labelKey: 'shell:info.maxFace', value: (i) => i.MaxFACE, flag: 'FACE' },
  { labelKey: 'shell:info.maxFingerprint', value: (i) => i.MaxFP, flag: 'FP' },
  { labelKey: 'shell:info.maxIris', value: (i) => i.MaxIRIS, flag: 'IRIS' },
  { labelKey: 'shell:info.maxRecords', value: (i) => i.MaxRecord },
  { labelKey: 'shell:info.serialNumber', value: (i) => i.Serial },
];

/** Capacities in the language's digits and separators; versions and serials as the device wrote them. */
function formatValue(value: string | number, number: (value: number) => string): string {
  return typeof value === 'number' ? number(value) : value;
}

function InfoList({ info }: { info: SystemInfo }) {
  const { t } = useTranslation();
  const { number } = useLocaleFormat();
  const rows = ROWS.filter((row) => !row.flag || info.funOption?.[row.flag] === 1);
  return (
    <DataList.Root orientation="horizontal">
      {rows.map((row) => (
        <DataList.Item key={row.labelKey}>
          <DataList.ItemLabel>{t(row.labelKey)}</DataList.ItemLabel>
          <DataList.ItemValue>{formatValue(row.value(info), number)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The sidebar's device information (SetInfoParam, cached by the api slice). */
export function InfoDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, isFetching, isError } = useSystemInfoQuery(undefined, { skip: !open });
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" width="full" justifyContent="flex-start">
          {t('shell:info.open')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shell:info.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {data ? <InfoList info={data} /> : isFetching ? <Spinner /> : isError && <Text>{t('errors:unknown')}</Text>}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
