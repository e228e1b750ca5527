import { Code, DownloadBackup, exportFileName, MsgKey, RestoreBackup } from '@tac/goform/contract';
import { recordAudit } from '../audit/log';
import { buildBackup } from '../backup/file';
import { restoreBackup } from '../backup/restore';
import type { DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route, type Session, type UploadedFile } from '../goform/registry';

/** The uploaded backup: field `backup`, or whatever the one file is called. */
function uploaded(files: Record<string, UploadedFile>): Buffer {
  const file = files.backup ?? (Object.keys(files).length === 1 ? Object.values(files)[0] : undefined);
  if (!file) throw new DeviceError(Code.MissingParameters);
  return file.data;
}

/** Configuration backup (a JSON download) and its restore (check, then apply). */
export const backupModule: DeviceModule = {
  name: 'backup',
  migrations: [
    {
      // The key that signs this device's backups (backup/file.ts backupKey).
      id: 'backup-001',
      up: (db) => db.exec('CREATE TABLE backup_key (id INTEGER PRIMARY KEY CHECK (id = 1), secret BLOB NOT NULL);'),
    },
  ],
  routes: [
    route(DownloadBackup, ({ device, input, reply, actor, request }) => {
      const withUsers = input.users === 1;
      // The passphrase only in a POST body: a query stays in histories and logs.
      const inQuery = typeof request.query === 'object' && request.query !== null && 'passphrase' in request.query;
      if (withUsers && (!input.passphrase || inQuery)) throw new DeviceError(Code.MissingParameters);
      const file = withUsers ? buildBackup(device, true, input.passphrase!) : buildBackup(device, false);
      recordAudit(device, { ...actor, kind: 'backup', target: withUsers ? 'settings,users' : 'settings' });
      const name = exportFileName({ what: 'backup', serial: file.header.serial, days: [file.header.created.slice(0, 10)], extension: 'json' });
      // The file holds the device's passwords: no cache along the way keeps a copy.
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(JSON.stringify(file, null, 2));
    }),
    route(
      RestoreBackup,
      ({ device, input, files, session, actor }) =>
        restoreBackup(device, uploaded(files), input.mode, session as Session, actor, {
          foreign: input.foreign === 1,
          passphrase: input.passphrase,
          groups: input.groups,
        }),
      // Groups the device does not have: refused before the file is read, so nothing is written.
      { fieldCodes: { groups: { retvalue: Code.MissingParameters, msg: MsgKey.BackupGroups } } },
    ),
  ],
};
