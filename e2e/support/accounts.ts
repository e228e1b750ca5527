/** Built-in accounts of the emulated terminal (DESIGN §6, issue 3 item 4). */
export interface Account {
  userid: string;
  password: string;
}


/**
 * A secret of the emulated unit under test. Each device makes its own at first start; scripts/e2e.mjs
 * makes random ones per run and gives them to the device servers (honoured when their database is
 * made) and to Playwright. Read when a spec uses it, so the specs that do not need it run without it.
 */
export function deviceSecret(
  name: 'DEVICE_FACTORY_KEY' | 'DEVICE_UPGRADE_PASSWORD' | 'DEVICE_ADMIN_PASSWORD' | 'DEVICE_OPERATOR_PASSWORD',
): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e suite through scripts/e2e.mjs (npm run test:e2e), which makes it`);
  return value;
}

/** The factory service account of the unit under test (device/src/auth/factorySecrets.ts): login answers 11003. */
export const FACTORY: Account = {
  userid: 'superuser',
  get password() {
    return deviceSecret('DEVICE_FACTORY_KEY');
  },
};

/**
 * The web account with every section. No unit shares its password (DESIGN §6a): each device makes
 * its own, and this run's devices were given DEVICE_ADMIN_PASSWORD by scripts/e2e.mjs.
 */
export const ADMIN: Account = {
  userid: 'admin',
  get password() {
    return deviceSecret('DEVICE_ADMIN_PASSWORD');
  },
};

/** Holds only the `user` and `dataReport` permissions, so permission filtering is visible. */
export const OPERATOR: Account = {
  userid: 'operator',
  get password() {
    return deviceSecret('DEVICE_OPERATOR_PASSWORD');
  },
};
