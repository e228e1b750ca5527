import { http } from 'msw';
import { setupServer } from 'msw/node';
import { DOOR_AT_REST } from '@tac/goform/testing';

/** A device answer as real terminals send it: HTTP 200, text/html, JSON body (DESIGN §5). */
export const answer = (payload: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ code: 'success', retvalue: 0, msg: 'Success', ...payload }), {
    status: 200,
    headers: { 'Content-Type': 'text/html' },
  });

export const failure = (retvalue: number, msg = String(retvalue)) =>
  new Response(JSON.stringify({ code: 'fail', retvalue, msg }), {
    status: 200,
    headers: { 'Content-Type': 'text/html' },
  });

export const SYSTEM_INFO = {
  SerialNumber: 'SN-0042',
  UserCount: 12,
  FPCount: 30,
  FaceCount: 7,
  IRISCount: 0,
  CardCount: 9,
  RecordCount: 1234,
  FirmwareVersion: 'V3.2.8',
  KernelVersion: 'Linux 4.19',
  FileSystemVersion: 'rootfs 2.4.1',
  Build_Version: 'V3.2.8 build 20260105',
  MaxUser: 10000,
  MaxFACE: 3000,
  MaxFP: 5000,
  MaxIRIS: 500,
  MaxRecord: 200000,
  Serial: 'SER-77',
  IPAddress: '192.168.0.218',
  MACAddress: '00:17:61:12:34:56',
  Model: 'TAC-EMU',
  funOption: { FACE: 1, FP: 1, IRIS: 0, CARD: 1, WIFI: 1, BLUETOOTH: 1, THERMOMETRY: 1 },
};

export const DEVICE_STATUS = { uptime: 93_784, MaxCard: 10000, recordfull: 'dropOldest' };
export const PUSH_STATE = {
  state: 'online',
  server: 'http://adms.example:8081',
  lastcontact: '2026-11-28 09:15:00',
  queued: 0,
  queuedchanges: 0,
  lastcommand: null,
  clockoffset: 0,
  problem: null,
};

/** The device clock as SetDateTimeParam answers it: the browser's now, `offsetMs` away. */
export function deviceClock(offsetMs = 0) {
  const at = new Date(Date.now() + offsetMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
    time: `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`,
  };
}

/** Default device: answers the calls the shell makes (the status home's too); tests override with server.use(). */
export const server = setupServer(
  http.all('*/goform/SetInfoParam', () => answer(SYSTEM_INFO)),
  http.all('*/goform/GetDeviceStatus', () => answer(DEVICE_STATUS)),
  http.all('*/goform/SetDateTimeParam', () => answer(deviceClock())),
  http.all('*/goform/GetPushState', () => answer(PUSH_STATE)),
  http.all('*/goform/GetDoorState', () => answer(DOOR_AT_REST)),
  http.all('*/goform/searchEvents', () => answer({ count: 0, max: 100000, record: [] })),
  http.all('*/goform/logout', () => answer()),
  // A terminal without the live stream, as older firmware: the console stays quiet and polls.
  http.all('*/goform/LiveEvents', () => failure(10003)),
);
