import { useState } from 'react';
import { useTranslation } from '@tac/i18n';
import { useAppDispatch, type UserRow } from '@tac/goform';
import { Button } from '@tac/ui';
import { usersToCsv } from '../../csv';
import { usersListEndpoint } from './endpoints';

/** The device's largest page (userlist limit 1-100). */
const EXPORT_PAGE = 100;

/** Downloads every user as CSV, read page by page so the device is never asked for the whole table at once. */
export function ExportButton() {
  const { t } = useTranslation('users');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const rows: UserRow[] = [];
      for (let start = 0; ; start += EXPORT_PAGE) {
        const page = await dispatch(
          usersListEndpoint.initiate({ start, limit: EXPORT_PAGE, search: '' }, { subscribe: false, forceRefetch: true }),
        ).unwrap();
        rows.push(...page.record);
        if (page.record.length < EXPORT_PAGE || rows.length >= page.count) break;
      }
      const url = URL.createObjectURL(new Blob(['\uFEFF', usersToCsv(rows)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'users.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      // The baseQuery has already shown why the device refused.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" loading={busy} onClick={() => void exportAll()}>
      {t('list.export')}
    </Button>
  );
}
