import type { ReactNode } from 'react';
import { useTranslation } from '@tac/i18n';
import { Box, Center, Spinner, Table, Text } from '@tac/ui';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface ResultTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T, index: number) => string;
  loading: boolean;
  /** Rows to set apart (abnormal temperatures); the row also says so in words. */
  highlight?: (row: T) => boolean;
}

/**
 * One page of device rows (at most the page size, so no virtualization is needed); the
 * table scrolls sideways on narrow screens instead of squeezing its columns.
 */
export function ResultTable<T>({ caption, columns, rows, rowKey, loading, highlight }: ResultTableProps<T>) {
  const { t } = useTranslation('dataReport');
  if (loading && !rows) {
    return (
      <Center py="10">
        <Spinner size="lg" aria-label={t('table.loading')} />
      </Center>
    );
  }
  if (!rows || rows.length === 0) return <Text color="fg.muted">{t('table.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="100%">
      <Table.Root size="sm" striped aria-busy={loading}>
        <Table.Caption>
          <Box as="span" srOnly>
            {caption}
          </Box>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.id} textAlign={c.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => {
            const marked = highlight?.(row) ?? false;
            return (
              <Table.Row key={rowKey(row, i)} bg={marked ? 'bg.error' : undefined} color={marked ? 'fg.error' : undefined}>
                {columns.map((c) => (
                  <Table.Cell key={c.id} textAlign={c.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
