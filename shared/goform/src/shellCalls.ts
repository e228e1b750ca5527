import type { GoformArgs } from './baseQuery';

/**
 * Wire name and method of the shell's own calls. The contract's objects carry zod
 * schemas, which would put zod on the login page's path; api.test.ts checks these
 * against the contract.
 */
export const SHELL_CALLS = {
  chklogin: { name: 'chklogin', method: 'POST', bindSession: true },
  logout: { name: 'logout', method: 'GET' },
  ModifyPassword: { name: 'ModifyPassword', method: 'POST' },
  checkPower: { name: 'checkPower', method: 'POST' },
  SetInfoParam: { name: 'SetInfoParam', method: 'GET' },
} as const satisfies Record<string, Pick<GoformArgs, 'name' | 'method' | 'bindSession'>>;

export const shellCall = (wire: Pick<GoformArgs, 'name' | 'method' | 'bindSession'>, data?: GoformArgs['data']): GoformArgs => ({
  ...wire,
  data,
});
