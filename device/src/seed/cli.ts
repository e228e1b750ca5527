import { parseArgs } from 'node:util';
import { createDevice } from '../device';
import { modules } from '../modules';
import { seedRecords, seedUsers } from './generate';

/** npm run seed -- --users N --records M [--db path]: replaces the users and records of a device database. */
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    records: { type: 'string', default: '200000' },
    db: { type: 'string', default: process.env.DEVICE_DB ?? './data/device.db' },
  },
});
const users = Number(values.users);
const records = Number(values.records);
if (!Number.isInteger(users) || users < 0 || !Number.isInteger(records) || records < 0) {
  console.error('usage: npm run seed -- --users N --records M [--db path]');
  process.exit(2);
}

const started = Date.now();
// A database this makes is a device's first start: its factory secrets are printed here, once.
const device = createDevice({ dbFile: values.db, modules, env: process.env, onNotice: (notice) => console.log(notice) });
device.tx(() => {
  device.db.prepare('DELETE FROM records').run();
  device.db.prepare('DELETE FROM users').run();
});
seedUsers(device, users);
seedRecords(device, records, users);
device.db.pragma('optimize');
device.close();
console.log(`seeded ${values.db}: ${users} users, ${records} records in ${((Date.now() - started) / 1000).toFixed(1)} s`);
