import { useState } from 'react';
import { useTranslation } from '@tac/i18n';
import { format } from 'date-fns';
import { api, exportFileName, useAppDispatch } from '@tac/goform';
import { Button } from '@tac/ui';
import { usersToCsv } from '../../csv';
import { readAllUsers } from './allUsers';

/** Downloads every user as CSV, named for the device (its serial) and the day: users_<serial>_<YYYY-MM-DD>.csv. */
export function ExportButton() {
  const { t } = useTranslation('users');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const rows = await readAllUsers(dispatch);
      // The system info the shell has read already (cached); without it the name has no serial.
      const info = await dispatch(api.endpoints.systemInfo.initiate(undefined, { subscribe: false }))
        .unwrap()
        .catch(() => undefined);
      const url = URL.createObjectURL(new Blob(['\uFEFF', usersToCsv(rows)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName({
        what: 'users',
        serial: info?.SerialNumber ?? '',
        days: [format(new Date(), 'yyyy-MM-dd')],
        extension: 'csv',
      });
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
