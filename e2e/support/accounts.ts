/** Built-in accounts of the emulated terminal (DESIGN §6, issue 3 item 4). */
export interface Account {
  userid: string;
  password: string;
}

export const ADMIN: Account = { userid: 'admin', password: '12345' };
/** Holds only the `user` and `dataReport` permissions, so permission filtering is visible. */
export const OPERATOR: Account = { userid: 'operator', password: '54321' };
/** The factory service account of the emulated model (device/src/auth/identity.ts): login answers 11003. */
export const FACTORY: Account = { userid: 'superuser', password: '787878' };
