import {
  Code,
  MsgKey,
  GetDebugParam,
  GetSNKeyParam,
  SetDebugParam,
  SetSNKeyParam,
  SetWebUpgradeMode,
  test_takephoto,
  UPGRADE_MODE_MINUTES,
} from '@tac/goform/contract';
import { factorySecretsMigrations, provisionFactorySecrets } from '../auth/factorySecrets';
import { upgradePassword } from '../auth/identity';
import { sameSecret } from '../auth/passwords';
import { changedFields, recordAudit, recordRefusal } from '../audit/log';
import { failed, reserve, succeeded } from '../auth/lockout';
import { giveTryBack, takeTry } from '../auth/throttle';
import type { Device, DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route } from '../goform/registry';
import { takePhoto } from '../hardware/camera';
import { endJob, getJob, startJob } from '../hardware/jobs';
import { modelProfile } from '../model/profiles';
import { getState, setState } from '../model/state';

const UPGRADE_MODE_MS = UPGRADE_MODE_MINUTES * 60_000;
const UPGRADE_SLOT = 'upgrade-mode';
/** The lockout's name for tries of the upgrade password (no account is spelled so). */
const UPGRADE_ACCOUNT = '/up';
const NO_KEYS = { key1: '', key2: '', key3: '', key4: '', key5: '' };

export function inUpgradeMode(device: Device): boolean {
  const job = getJob(device, UPGRADE_SLOT);
  if (job && device.now() - job.startedAt < UPGRADE_MODE_MS) return true;
  endJob(device, UPGRADE_SLOT);
  return false;
}

/** The upgrade it was opened for is done. */
export function endUpgradeMode(device: Device): void {
  endJob(device, UPGRADE_SLOT);
}

/** The hidden pages: /snkey (serial-number key), /up (forced upgrade), /test (mode setter, camera). */
export const hiddenModule: DeviceModule = {
  name: 'hidden',
  // The factory key and upgrade password that open these pages: each unit's own (auth/factorySecrets.ts).
  migrations: factorySecretsMigrations,
  routes: [
    route(SetSNKeyParam, ({ device }) => ({ ...NO_KEYS, ...JSON.parse(getState(device, 'snkey') ?? '{}') })),
    route(GetSNKeyParam, ({ device, input, actor }) => {
      device.tx(() => {
        const before = { ...NO_KEYS, ...JSON.parse(getState(device, 'snkey') ?? '{}') };
        setState(device, 'snkey', JSON.stringify(input));
        recordAudit(device, { ...actor, kind: 'snKey', changes: changedFields(before, input, Object.keys(NO_KEYS)) });
      });
      return input;
    }),
    route(SetWebUpgradeMode, ({ device, input, actor }) => {
      if (input.password === '') throw new DeviceError(Code.PasswordEmpty);
      // Tried like a login: the address's bucket of tries, a slot counted before the check, the same locks.
      const attempt = { uid: UPGRADE_ACCOUNT, client: actor.address, cookie: '' };
      const reservation = takeTry(device, actor.address, 'upgrade') ? reserve(device, attempt) : ({ refused: 'locked' } as const);
      if ('refused' in reservation) {
        recordRefusal(device, { ...actor, kind: 'upgradeMode', target: 'refused' });
        throw new DeviceError(Code.PasswordError, MsgKey.PasswordErrorOrTimeout);
      }
      if (!sameSecret(input.password, upgradePassword(device))) {
        const locked = failed(device, attempt);
        recordRefusal(device, { ...actor, kind: 'upgradeMode', target: 'refused' });
        if (locked) recordAudit(device, { ...actor, kind: 'lockout', target: UPGRADE_ACCOUNT });
        throw new DeviceError(Code.PasswordError, locked ? MsgKey.PasswordErrorOrTimeout : String(Code.PasswordError));
      }
      succeeded(device, attempt, reservation.slot);
      giveTryBack(device, actor.address, 'upgrade');
      startJob(device, UPGRADE_SLOT, null);
      recordAudit(device, { ...actor, kind: 'upgradeMode', target: 'on' });
      return { upgrademode: 1, expiresms: UPGRADE_MODE_MS };
    }),
    route(SetDebugParam, ({ device }) => ({ mode: getState(device, 'debugmode') ?? 'normal' })),
    route(GetDebugParam, ({ device, input, actor }) => {
      const before = getState(device, 'debugmode') ?? 'normal';
      setState(device, 'debugmode', input.mode);
      if (before !== input.mode) recordAudit(device, { ...actor, kind: 'testMode', changes: [{ field: 'mode', from: before, to: input.mode }] });
      return { mode: input.mode };
    }),
    route(test_takephoto, ({ device }) => {
      if (modelProfile(device).funOption.FACE !== 1) throw new DeviceError(Code.MissingParameters);
      return takePhoto(device.now());
    }),
  ],
  provision: (device) => {
    const made = provisionFactorySecrets(device);
    // Never the secrets themselves: the log goes to files and terminals others read (walk 2026-11-27, hitch 6).
    return made && "This unit's factory key and upgrade password were made now: run npm run device:keys to see this unit's passwords and keys";
  },
};
