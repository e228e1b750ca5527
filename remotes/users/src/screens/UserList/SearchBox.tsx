import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@tac/i18n';
import { Input } from '@tac/ui';
import { useDebounced } from '../../useDebounced';

/** One pause in typing triggers one search (the device searches up to 10 000 users per call). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Holds the typed text itself, so keystrokes re-render only the box, not the table.
 * `search` is the list's current search (from the address): the box shows it, and follows
 * it when it changes elsewhere (the menu's User List starts a fresh list).
 */
export function SearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('users');
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }
  const settled = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const report = useRef(onSearch);
  useEffect(() => {
    report.current = onSearch;
  });
  useEffect(() => {
    report.current(settled);
  }, [settled]);
  return (
    <Input
      type="search"
      aria-label={t('list.search')}
      placeholder={t('list.search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
