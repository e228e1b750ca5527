import {
  AnvizWiegandMatch,
  GetAnvizWiegandAuthorize,
  GetBleConnect,
  GetBluetoothAuthorize,
  GetChooseWirless,
  GetSearchBleDev,
  getOnlineEnrollStatus,
  InitAdminCard,
  regfp,
  SetAllWirless,
  SetAnvizWiegandAuthorize,
  SetBleDevGroup,
  SetAdminCard,
  SetBluetoothAuthorize,
} from '@tac/goform/contract';
import { randomInt } from 'node:crypto';
import type { Device, DeviceModule } from '../device';
import { route, type Session } from '../goform/registry';
import { assertMayManage } from '../model/permissions';
import { requireUser } from '../users/store';
import { captureStep, type Capture } from '../hardware/capture';
import { listPeripherals, peripheralMigrations, resetPeripherals, setAuthorization, setRoute } from '../hardware/peripherals';
import { bleConnect, bleSearchStep, wiegandPairStep } from '../hardware/search';
import { connectWifi, scanNetworks } from '../hardware/wifi';
import { getState, setState } from '../model/state';

/** An enrolment changes its user: an administrator user's needs an account with full rights (11000). */
function enrol(device: Device, session: Session | null, action: string, capture: Capture) {
  assertMayManage(session?.funs ?? [], requireUser(device, capture.userid).admin === 1);
  return captureStep(device, action, capture);
}

/** Simulated sensors and radios: enrolment, Wiegand and Bluetooth peers, Wi-Fi, the admin card. */
export const hardwareModule: DeviceModule = {
  name: 'hardware',
  migrations: peripheralMigrations,
  routes: [
    route(regfp, ({ device, input, session }) =>
      enrol(device, session, input.action, { sensor: 'FP', userid: input.userid, slot: input.slot }),
    ),
    route(getOnlineEnrollStatus, ({ device, input, session }) =>
      enrol(device, session, input.action, { sensor: 'FACE', userid: input.userid, slot: 0 }),
    ),
    route(AnvizWiegandMatch, ({ device, input }) => wiegandPairStep(device, input.action)),
    route(SetAnvizWiegandAuthorize, ({ device }) => ({ items: listPeripherals(device, 'wiegand') })),
    route(GetAnvizWiegandAuthorize, ({ device, input }) => ({
      items: setAuthorization(device, 'wiegand', input.macs, input.action === 'authorize'),
    })),
    route(SetBluetoothAuthorize, ({ device }) => ({ items: listPeripherals(device, 'bluetooth') })),
    route(GetBluetoothAuthorize, ({ device, input }) => ({
      items: setAuthorization(device, 'bluetooth', input.macs, input.action === 'authorize'),
    })),
    route(GetSearchBleDev, ({ device, input }) => bleSearchStep(device, input.action)),
    route(GetBleConnect, ({ device, input }) => bleConnect(device, input.mac)),
    route(SetBleDevGroup, ({ device, input }) => setRoute(device, 'bluetooth', input.mac, input.route)),
    route(GetChooseWirless, () => ({ items: scanNetworks() })),
    route(SetAllWirless, ({ device, input }) => connectWifi(device, input.ssid, input.password ?? '')),
    route(InitAdminCard, ({ device }) => {
      const admincard = String(randomInt(1_000_000_000, 4_294_967_295));
      setState(device, 'admincard', admincard);
      return { admincard };
    }),
    route(SetAdminCard, ({ device }) => ({ admincard: getState(device, 'admincard') ?? '' })),
  ],
  factoryReset: resetPeripherals,
};
