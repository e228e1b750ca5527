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
import type { Device, DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route } from '../goform/registry';
import { parseFirmware, trustedFirmwareKeys } from '../hardware/firmware';
import { restartDevice } from '../hardware/power';
import { modelProfile } from '../model/profiles';
import { setState } from '../model/state';
import { readSingle, store } from '../settings/store';
import { endUpgradeMode, inUpgradeMode } from './hidden';


/** Which modules each InitMachine choice puts back to factory state. */
const RESET_SCOPES = {
  users: ['users'],
  records: ['records'],
  settings: ['settings', 'hardware', 'system', 'tls'],
} as const;

function initialize(device: Device, chosen: { users?: number; records?: number; settings?: number; all?: number }) {
  const names = new Set<string>(
    chosen.all === 1
      ? device.modules.map((m) => m.name)
      : (Object.keys(RESET_SCOPES) as (keyof typeof RESET_SCOPES)[]).filter((k) => chosen[k] === 1).flatMap((k) => RESET_SCOPES[k]),
  );
  if (names.size === 0) throw new DeviceError(Code.MissingParameters);
  device.tx(() => {
    for (const m of device.modules) if (names.has(m.name)) m.factoryReset?.(device);
  });
  return { reset: [...names], ...restartDevice(device) };
}

function upgrade(device: Device, files: Record<string, { data: Buffer }>) {
  const uploaded = files.firmware ?? (Object.keys(files).length === 1 ? Object.values(files)[0] : undefined);
  if (!uploaded) throw new DeviceError(Code.MissingParameters);
  const image = parseFirmware(uploaded.data, trustedFirmwareKeys(device));
  if (image.model !== modelProfile(device).model && !inUpgradeMode(device)) throw new DeviceError(Code.UploadBadFormat);
  setState(device, 'firmware', image.version);
  endUpgradeMode(device);
  return { version: image.version, ...restartDevice(device) };
}

/** Restart, initialization, firmware upgrade and the display language (whose change restarts). */
export const machineModule: DeviceModule = {
  name: 'machine',
  migrations: [],
  routes: [
    route(RestartMachine, ({ device }) => restartDevice(device)),
    route(InitMachine, ({ device, input }) => initialize(device, input)),
    route(UpdateMachine, ({ device, files }) => upgrade(device, files)),
    route(SetLanguageSettingItem, ({ device }) => ({
      LanguageSettingItem: DEVICE_LANGUAGES.map((l) => ({ ...l })),
      LanguageSetting: readSingle(device, displayGroup).language,
    })),
    route(GetLanguageSettingItem, ({ device, input }) => {
      device.tx(() => {
        const display = readSingle(device, displayGroup);
        store(device, displayGroup.id, displayGroup.schema.parse({ ...display, language: input.LanguageSetting }));
      });
      return { LanguageSetting: input.LanguageSetting, ...restartDevice(device) };
    }),
  ],
};
