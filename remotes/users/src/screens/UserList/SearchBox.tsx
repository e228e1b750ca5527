import { useEffect, useState } from 'react';
import { useTranslation } from '@tac/i18n';
import { Input } from '@tac/ui';
import { useDebounced } from '../../useDebounced';

/** One pause in typing triggers one search (the device searches up to 10 000 users per call). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Holds the typed text itself, so keystrokes re-render only the box, not the table. */
export function SearchBox({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation('users');
  const [text, setText] = useState('');
  const settled = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
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
