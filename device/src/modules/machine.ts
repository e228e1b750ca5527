import {
  Code,
  DEVICE_LANGUAGES,
  displayGroup,
  GetLanguageSettingItem,
  InitMachine,
  RestartMachine,
  SetLanguageSettingItem,
  UpdateMachine,
} from '@tac/goform/contract';
import { recordAudit, type Actor } from '../audit/log';
import { recordEvent } from '../events/log';
import type { Device, DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route } from '../goform/registry';
import { parseFirmware, trustedFirmwareKeys } from '../hardware/firmware';
import { restartDevice } from '../hardware/power';
import { firmwareVersion } from '../model/info';
import { modelProfile } from '../model/profiles';
import { setState } from '../model/state';
import { readSingle, store } from '../settings/store';
import { endUpgradeMode, inUpgradeMode } from './hidden';

/** Which modules each InitMachine choice puts back to factory state. */
const RESET_SCOPES = {
  users: ['users'],
  records: ['records'],
  settings: ['settings', 'hardware', 'system', 'tls', 'door'],
} as const;

/**
 * Puts the chosen parts back to factory state and records it. A full initialization also
 * empties the audit log (the audit module's reset) before the entry is written, so the log
 * afterwards holds that one entry: who initialized the device, and from where.
 */
function initialize(device: Device, actor: Actor, chosen: { users?: number; records?: number; settings?: number; all?: number }) {
  const names = new Set<string>(
    chosen.all === 1
      ? device.modules.map((m) => m.name)
      : (Object.keys(RESET_SCOPES) as (keyof typeof RESET_SCOPES)[]).filter((k) => chosen[k] === 1).flatMap((k) => RESET_SCOPES[k]),
  );
  if (names.size === 0) throw new DeviceError(Code.MissingParameters);
  device.tx(() => {
    for (const m of device.modules) if (names.has(m.name)) m.factoryReset?.(device);
    recordAudit(device, { ...actor, kind: 'initialize', target: chosen.all === 1 ? 'all' : [...names].join(',') });
  });
  return { reset: [...names], ...restartDevice(device) };
}

/** Installs a signed image; an image refused (unsigned, tampered, another model) is recorded as a security event. */
function upgrade(device: Device, actor: Actor, files: Record<string, { data: Buffer }>) {
  const uploaded = files.firmware ?? (Object.keys(files).length === 1 ? Object.values(files)[0] : undefined);
  if (!uploaded) throw new DeviceError(Code.MissingParameters);
  try {
    const image = parseFirmware(uploaded.data, trustedFirmwareKeys(device));
    if (image.model !== modelProfile(device).model && !inUpgradeMode(device)) throw new DeviceError(Code.UploadBadFormat);
    const before = firmwareVersion(device);
    setState(device, 'firmware', image.version);
    endUpgradeMode(device);
    recordAudit(device, { ...actor, kind: 'firmware', target: image.version, changes: [{ field: 'FirmwareVersion', from: before, to: image.version }] });
    recordEvent(device, { code: 404, detail: image.version });
    return { version: image.version, ...restartDevice(device) };
  } catch (err) {
    if (err instanceof DeviceError) recordAudit(device, { ...actor, kind: 'firmwareRejected', target: err.msgKey });
    throw err;
  }
}

/** Restart, initialization, firmware upgrade and the display language (whose change restarts). */
export const machineModule: DeviceModule = {
  name: 'machine',
  migrations: [],
  routes: [
    route(RestartMachine, ({ device, actor }) => {
      recordAudit(device, { ...actor, kind: 'restart' });
      return restartDevice(device);
    }),
    route(InitMachine, ({ device, actor, input }) => initialize(device, actor, input)),
    route(UpdateMachine, ({ device, actor, files }) => upgrade(device, actor, files)),
    route(SetLanguageSettingItem, ({ device }) => ({
      LanguageSettingItem: DEVICE_LANGUAGES.map((l) => ({ ...l })),
      LanguageSetting: readSingle(device, displayGroup).language,
    })),
    route(GetLanguageSettingItem, ({ device, actor, input }) => {
      device.tx(() => {
        const display = readSingle(device, displayGroup);
        store(device, displayGroup.id, displayGroup.schema.parse({ ...display, language: input.LanguageSetting }));
        if (display.language !== input.LanguageSetting) {
          const changes = [{ field: 'language', from: display.language, to: input.LanguageSetting }];
          recordAudit(device, { ...actor, kind: 'settings', target: displayGroup.id, changes });
        }
      });
      return { LanguageSetting: input.LanguageSetting, ...restartDevice(device) };
    }),
  ],
};
