import { commmodeGroup, GetPushState, pushServerUrl, TestPushServer } from '@tac/goform/contract';
import type { DeviceModule } from '../device';
import { route } from '../goform/registry';
import { deviceSerial } from '../model/profiles';
import { readSingle } from '../settings/store';
import { PushError, pushRequest } from '../push/http';
import { linkStatus } from '../push/link';
import { pushMigrations } from '../push/migrations';
import { HANDSHAKE_QUERY, iclockUrl, parseOptions } from '../push/protocol';
import { queuedCount } from '../push/queue';

/** How long "Test connection" waits for the server. */
const TEST_TIMEOUT_MS = 5000;

/** The central-server (PUSH) link: its queues' tables, its state and the connection test. */
export const pushModule: DeviceModule = {
  name: 'push',
  migrations: pushMigrations,
  routes: [
    route(GetPushState, ({ device }) => ({
      ...linkStatus(device),
      queued: queuedCount(device, 'ATTLOG'),
      queuedchanges: queuedCount(device, 'OPERLOG'),
    })),
    route(TestPushServer, async ({ device, input }) => {
      const server = pushServerUrl(input);
      const key = input.pushkey || readSingle(device, commmodeGroup).pushkey;
      const url = iclockUrl(server, 'cdata', deviceSerial(device), key, HANDSHAKE_QUERY);
      try {
        const answer = await pushRequest(url, { timeoutMs: TEST_TIMEOUT_MS });
        if (!parseOptions(answer.text, deviceSerial(device))) throw new PushError({ kind: 'notPush' });
        return { ok: 1, server, problem: null };
      } catch (err) {
        if (!(err instanceof PushError)) throw err;
        return { ok: 0, server, problem: err.problem };
      }
    }),
  ],
  factoryReset: (device) => {
    device.db.exec('DELETE FROM push_cursors; DELETE FROM push_commands; DELETE FROM push_operlog;');
  },
};
