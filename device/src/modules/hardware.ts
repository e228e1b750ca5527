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
import { recordAudit, type Actor } from '../audit/log';
import type { Device, DeviceModule } from '../device';
import { route, type Session } from '../goform/registry';
import { assertMayManage } from '../model/permissions';
import { requireUser } from '../users/store';
import { captureStep, type Capture } from '../hardware/capture';
import { findPeripheral, listPeripherals, peripheralMigrations, resetPeripherals, setAuthorization, setRoute } from '../hardware/peripherals';
import { bleConnect, bleSearchStep, wiegandPairStep } from '../hardware/search';
import { connectWifi, scanNetworks } from '../hardware/wifi';
import { getState, setState } from '../model/state';

/** What an enrolment step stores: a capture finished (status) or removed (delete). */
const STORED_BY = { status: '1', delete: '0' } as const;

/**
 * An enrolment changes its user: an administrator user's needs an account with full rights (11000).
 * A capture stored or removed is recorded as the user's fingerprint slot (fp0..fp9) or face set to 1 or 0.
 */
function enrol(device: Device, session: Session | null, actor: Actor, action: string, capture: Capture) {
  assertMayManage(session?.funs ?? [], requireUser(device, capture.userid).admin === 1);
  const answer = captureStep(device, action, capture);
  const stored = STORED_BY[action as keyof typeof STORED_BY];
  if (stored !== undefined) {
    const field = capture.sensor === 'FP' ? `fp${capture.slot}` : 'face';
    recordAudit(device, { ...actor, kind: 'userEnrol', target: String(capture.userid), changes: [{ field, to: stored }] });
  }
  return answer;
}

/** Authorizes or cancels peers, all or none, recording each whose status changed. */
function authorize(device: Device, actor: Actor, list: 'wiegand' | 'bluetooth', macs: string[], authorized: boolean) {
  return device.tx(() => {
    const before = new Map(listPeripherals(device, list).map((p) => [p.mac, p.status]));
    const after = setAuthorization(device, list, macs, authorized);
    for (const p of after) if (before.get(p.mac) !== p.status) recordPeripheral(device, actor, list, p.mac, before.get(p.mac), p.status);
    return after;
  });
}

/** An authorization, route or connection of a Wiegand or Bluetooth peer, as the audit log keeps it. */
function recordPeripheral(device: Device, actor: Actor, list: 'wiegand' | 'bluetooth', field: string, from: unknown, to: unknown) {
  recordAudit(device, { ...actor, kind: 'peripheral', target: list, changes: [{ field, from, to }] });
}

/** Simulated sensors and radios: enrolment, Wiegand and Bluetooth peers, Wi-Fi, the admin card. */
export const hardwareModule: DeviceModule = {
  name: 'hardware',
  migrations: peripheralMigrations,
  routes: [
    route(regfp, ({ device, input, session, actor }) =>
      enrol(device, session, actor, input.action, { sensor: 'FP', userid: input.userid, slot: input.slot }),
    ),
    route(getOnlineEnrollStatus, ({ device, input, session, actor }) =>
      enrol(device, session, actor, input.action, { sensor: 'FACE', userid: input.userid, slot: 0 }),
    ),
    route(AnvizWiegandMatch, ({ device, input, actor }) => {
      const answer = wiegandPairStep(device, input.action);
      if ('reader' in answer) recordPeripheral(device, actor, 'wiegand', answer.reader.mac, '', answer.reader.model);
      return answer;
    }),
    route(SetAnvizWiegandAuthorize, ({ device }) => ({ items: listPeripherals(device, 'wiegand') })),
    route(GetAnvizWiegandAuthorize, ({ device, input, actor }) => ({
      items: authorize(device, actor, 'wiegand', input.macs, input.action === 'authorize'),
    })),
    route(SetBluetoothAuthorize, ({ device }) => ({ items: listPeripherals(device, 'bluetooth') })),
    route(GetBluetoothAuthorize, ({ device, input, actor }) => ({
      items: authorize(device, actor, 'bluetooth', input.macs, input.action === 'authorize'),
    })),
    route(GetSearchBleDev, ({ device, input }) => bleSearchStep(device, input.action)),
    route(GetBleConnect, ({ device, input, actor }) =>
      device.tx(() => {
        const known = findPeripheral(device, 'bluetooth', input.mac) !== undefined;
        const peer = bleConnect(device, input.mac);
        if (!known) recordPeripheral(device, actor, 'bluetooth', peer.mac, '', peer.model);
        return peer;
      }),
    ),
    route(SetBleDevGroup, ({ device, input, actor }) =>
      device.tx(() => {
        const before = findPeripheral(device, 'bluetooth', input.mac);
        const peer = setRoute(device, 'bluetooth', input.mac, input.route);
        if (before?.route !== peer.route) recordPeripheral(device, actor, 'bluetooth', `${peer.mac} route`, before?.route, peer.route);
        return peer;
      }),
    ),
    route(GetChooseWirless, () => ({ items: scanNetworks() })),
    route(SetAllWirless, ({ device, input, actor }) => connectWifi(device, actor, input.ssid, input.password ?? '')),
    route(InitAdminCard, ({ device, actor }) => {
      const admincard = String(randomInt(1_000_000_000, 4_294_967_295));
      device.tx(() => {
        setState(device, 'admincard', admincard);
        // The card opens the door: only that a new one was issued is kept.
        recordAudit(device, { ...actor, kind: 'adminCard', changes: [{ field: 'admincard', secret: true }] });
      });
      return { admincard };
    }),
    route(SetAdminCard, ({ device }) => ({ admincard: getState(device, 'admincard') ?? '' })),
  ],
  factoryReset: resetPeripherals,
};
