import { chakra, loadingRows } from '@tac/ui';
import type { ResultTableProps } from './ResultTable';

const CARD_STYLES = {
  listStyleType: 'none',
  m: '0',
  p: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  '& > li': { borderWidth: '1px', rounded: 'md', px: '3', py: '2' },
  '& > li[data-marked]': { bg: 'red.subtle', color: 'red.fg', fontWeight: 'semibold' },
  '& dl': { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', columnGap: '4', rowGap: '1.5', m: '0' },
  '& dl > div': { minW: '0' },
  '& dt': { fontSize: 'xs', color: 'fg.muted' },
  '& dd': { m: '0', fontSize: 'sm', overflowWrap: 'anywhere' },
} as const;

/**
 * The rows of a page on a phone: a card each, every column a label over its value, so
 * nothing sits off screen (a table of four to nine columns scrolled them away). Plain
 * elements styled once on the list, as the table's rows are, to keep a page cheap to draw.
 */
export function ResultCards<T>({ caption, columns, rows, rowKey, loading, highlight }: Omit<ResultTableProps<T>, 'rows'> & { rows: T[] }) {
  return (
    <chakra.ul aria-label={caption} css={CARD_STYLES} {...loadingRows(loading)}>
      {rows.map((row, i) => (
        <li key={rowKey(row, i)} data-marked={highlight?.(row) ? '' : undefined}>
          <dl>
            {columns.map((c) => (
              <div key={c.id}>
                <dt>{c.header}</dt>
                <dd>{c.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </chakra.ul>
  );
}
