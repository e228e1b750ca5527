import type { ReactNode } from 'react';
import { Stack, Text } from '@tac/ui';
import { LoadError } from './LoadError';
import { PagedResults, type PagedResultsProps } from './PagedResults';

export interface SearchedListProps<T> extends PagedResultsProps<T> {
  /** The search's failure, told with Retry in place of the results. */
  error: unknown;
  onRetry: () => void;
  /** A line above the results (how many entries the device keeps). */
  note?: ReactNode;
  /** The download of the whole search. */
  download: ReactNode;
}

/** What a search found: the note, the download and the pages, or why it could not be read. */
export function SearchedList<T>({ error, onRetry, note, download, ...paged }: SearchedListProps<T>) {
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  return (
    <Stack gap="4">
      {note !== undefined && (
        <Text role="note" color="fg.muted">
          {note}
        </Text>
      )}
      {download}
      <PagedResults {...paged} />
    </Stack>
  );
}
