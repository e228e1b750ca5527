import type { ReactNode } from 'react';
import { useTranslation } from '@tac/i18n';
import { Box, Center, loadingRows, Spinner, Table, Text, useMobileLayout } from '@tac/ui';
import { ResultCards } from './ResultCards';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** Takes a card's whole width on a phone (a list of changes). */
  wide?: boolean;
}

export interface ResultTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T, index: number) => string;
  loading: boolean;
  /** Rows to set apart (abnormal temperatures); the row also says so in words. */
  highlight?: (row: T) => boolean;
  /** What to say when nothing matches (default: no records). */
  emptyText?: string;
}

const BODY_STYLES = {
  '& tbody td': { px: '2', py: '2', borderBottomWidth: '1px', whiteSpace: 'nowrap', textAlign: 'start' },
  '& tbody td[data-numeric]': { textAlign: 'end' },
  '& tbody tr:nth-of-type(odd)': { bg: 'bg.muted' },
  '& tbody tr[data-marked]': { bg: 'red.subtle', color: 'red.fg', fontWeight: 'semibold' },
} as const;

/**
 * One page of device rows (at most the page size, so no virtualization is needed): a table
 * on a desktop (its headers wrapped to fit, scrolling sideways inside its box rather than
 * squeezing its values when they cannot), cards on a phone.
 */
export function ResultTable<T>({ caption, columns, rows, rowKey, loading, highlight, emptyText }: ResultTableProps<T>) {
  const { t } = useTranslation('dataReport');
  const mobile = useMobileLayout();
  if (loading && !rows) {
    return (
      <Center py="10">
        <Spinner size="lg" aria-label={t('table.loading')} />
      </Center>
    );
  }
  if (!rows || rows.length === 0) return <Text color="fg.muted">{emptyText ?? t('table.empty')}</Text>;
  if (mobile) return <ResultCards caption={caption} columns={columns} rows={rows} rowKey={rowKey} loading={loading} highlight={highlight} />;
  return (
    // Positioned, so the caption's visually hidden text (absolute) stays inside the scroll box
    // instead of widening the page past a wide table's far edge.
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="100%" position="relative">
      <Table.Root size="sm" css={BODY_STYLES} {...loadingRows(loading)}>
        <Table.Caption>
          <Box as="span" srOnly>
            {caption}
          </Box>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              // A header wraps at its words (German's "Vorzeitiges Gehen") so the columns fit beside
              // the sidebar at 1280 px; the values stay on one line.
              <Table.ColumnHeader key={c.id} textAlign={c.numeric ? 'end' : 'start'} verticalAlign="bottom" whiteSpace="normal" px="2">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        {/* Plain rows, styled once on the table: a styled component per cell made a page of
            rows cost several times the device's answer to paint (scripts/bench/records.mjs). */}
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} data-marked={highlight?.(row) ? '' : undefined}>
              {columns.map((c) => (
                <td key={c.id} data-numeric={c.numeric ? '' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table.Root>
    </Table.ScrollArea>
  );
}
