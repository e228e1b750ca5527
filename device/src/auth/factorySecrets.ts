import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Migration } from '../db/migrations';
import type { Device } from '../device';

/**
 * The factory secrets of one unit: the superuser factory key (login answers 11003 and opens
 * /snkey and /up) and the forced-upgrade password of /up. Each unit makes its own, at random,
 * the first time it starts; no two devices share them, none is in the source or the console.
 * Initialization (InitMachine all=1) keeps them: they belong to the unit, not to its settings.
 */
export interface FactorySecrets {
  factoryKey: string;
  upgradePassword: string;
}

/** Upper-case letters and digits that cannot be read as another (no I, O, 0, 1). */
export const FACTORY_KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const FACTORY_KEY_LENGTH = 10;
export const UPGRADE_PASSWORD_LENGTH = 10;

/** 10 characters of 32: 50 bits, typed on a service laptop from a label or the log. */
export const FACTORY_KEY_FORMAT = new RegExp(`^[${FACTORY_KEY_ALPHABET}]{${FACTORY_KEY_LENGTH}}$`);
/** 10 digits: about 33 bits, and it is asked only of a session already opened by the factory key. */
export const UPGRADE_PASSWORD_FORMAT = new RegExp(`^[0-9]{${UPGRADE_PASSWORD_LENGTH}}$`);

const randomText = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export const factorySecretsMigrations: Migration[] = [
  {
    id: 'hidden-001',
    up: (db) =>
      db.exec(
        'CREATE TABLE factory_secrets (id INTEGER PRIMARY KEY CHECK (id = 1), factory_key TEXT NOT NULL, upgrade_password TEXT NOT NULL)',
      ),
  },
];

/** The stored secrets, or undefined in a database that has not been started since they exist. */
export function readFactorySecrets(db: Database.Database): FactorySecrets | undefined {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'factory_secrets'").get();
  if (!hasTable) return undefined;
  const row = db
    .prepare<[], { factory_key: string; upgrade_password: string }>('SELECT factory_key, upgrade_password FROM factory_secrets WHERE id = 1')
    .get();
  return row && { factoryKey: row.factory_key, upgradePassword: row.upgrade_password };
}

export function factorySecrets(device: Device): FactorySecrets {
  const secrets = readFactorySecrets(device.db);
  if (!secrets) throw new Error('the factory secrets of this device were never made (createDevice makes them)');
  return secrets;
}

/**
 * Makes the unit's secrets when it has none yet (first start, or the first start of a database
 * older than them): random, unless DEVICE_FACTORY_KEY / DEVICE_UPGRADE_PASSWORD give them, which
 * only tests do so they can log in; a later start ignores both. Answers what it made, else undefined.
 */
export function provisionFactorySecrets(device: Device): FactorySecrets | undefined {
  if (readFactorySecrets(device.db)) return undefined;
  const givenKey = device.config.env.DEVICE_FACTORY_KEY || undefined;
  const givenPassword = device.config.env.DEVICE_UPGRADE_PASSWORD || undefined;
  if (givenKey !== undefined && !FACTORY_KEY_FORMAT.test(givenKey)) {
    throw new Error(`DEVICE_FACTORY_KEY must be ${FACTORY_KEY_LENGTH} characters of ${FACTORY_KEY_ALPHABET}`);
  }
  if (givenPassword !== undefined && !UPGRADE_PASSWORD_FORMAT.test(givenPassword)) {
    throw new Error(`DEVICE_UPGRADE_PASSWORD must be ${UPGRADE_PASSWORD_LENGTH} digits`);
  }
  const secrets = {
    factoryKey: givenKey ?? randomText(FACTORY_KEY_ALPHABET, FACTORY_KEY_LENGTH),
    upgradePassword: givenPassword ?? randomText('0123456789', UPGRADE_PASSWORD_LENGTH),
  };
  device.db
    .prepare('INSERT INTO factory_secrets (id, factory_key, upgrade_password) VALUES (1, ?, ?)')
    .run(secrets.factoryKey, secrets.upgradePassword);
  return secrets;
}

/** How `npm run device:keys` tells the secrets (the server log never holds them). */
export function describeFactorySecrets(secrets: FactorySecrets): string {
  return `superuser factory key: ${secrets.factoryKey}; forced-upgrade password (/up): ${secrets.upgradePassword}`;
}
