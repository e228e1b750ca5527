import { Pager } from '@tac/ui';
import { ResultTable, type ResultTableProps } from './ResultTable';

/** Rows a list asks the device for at a time. */
export const PAGE_SIZE = 50;

export interface PagedResultsProps<T> extends Omit<ResultTableProps<T>, 'rows'> {
  /** The device's answer for the page: its rows and how many match in all. */
  answer: { record: T[]; count: number } | undefined;
  page: number;
  onPage: (page: number) => void;
}

/** One page of a list's results, and the pager once something matches (pending while the next loads). */
export function PagedResults<T>({ answer, page, onPage, ...table }: PagedResultsProps<T>) {
  return (
    <>
      <ResultTable {...table} rows={answer?.record} />
      {answer && answer.count > 0 && (
        <Pager page={page} pageSize={PAGE_SIZE} count={answer.count} onPage={onPage} pending={table.loading} />
      )}
    </>
  );
}
