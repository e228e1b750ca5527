import { GetDeviceStatus, SetInfoParam } from '@tac/goform/contract';
import type { DeviceModule } from '../device';
import { route } from '../goform/registry';
import { deviceStatus, systemInfo } from '../model/info';
import { deleteState, stateMigrations } from '../model/state';

/** System info (SetInfoParam), the status home's GetDeviceStatus and the device facts table; a factory reset keeps firmware and SN key. */
export const systemModule: DeviceModule = {
  name: 'system',
  migrations: stateMigrations,
  routes: [
    route(SetInfoParam, ({ device }) => systemInfo(device)),
    route(GetDeviceStatus, ({ device }) => deviceStatus(device)),
  ],
  factoryReset: (device) => deleteState(device, ['admincard', 'debugmode']),
};
