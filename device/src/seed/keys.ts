import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { describeInitialPasswords, readInitialPasswords } from '../auth/accounts';
import { describeFactorySecrets, readFactorySecrets } from '../auth/factorySecrets';

/**
 * npm run device:keys [-- --db path]: prints the factory key (superuser login, /snkey, /up) and the
 * forced-upgrade password of /up of an existing device database (made at its first start), and the
 * initial passwords of its web accounts admin and operator until each is changed. To this terminal
 * only: never to a log.
 */
const { values } = parseArgs({
  options: { db: { type: 'string', default: process.env.DEVICE_DB ?? './data/device.db' } },
});
const file = values.db;
if (file === ':memory:' || !existsSync(file)) {
  console.error(`no device database at ${file}: start the device once (npm start) to make it, or give --db <path>`);
  process.exit(1);
}
const db = new Database(file, { readonly: true, fileMustExist: true });
const secrets = readFactorySecrets(db);
const passwords = readInitialPasswords(db);
db.close();
if (!secrets) {
  console.error(`${file} has no factory secrets yet: a device made before them makes them at its next start (npm start)`);
  process.exit(1);
}
console.log(`${file}: ${describeFactorySecrets(secrets)}`);
if (passwords.length) console.log(describeInitialPasswords(passwords));
