import { DataList } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One label and its value in a DataList; the value is named by its label, so it can be found by it. */
export function DataFact({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <DataList.Item alignItems="start">
      <DataList.ItemLabel id={id} minW={{ base: '8rem', md: '14rem' }}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue aria-labelledby={id} wordBreak="break-word">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
