import { http } from 'msw';
import { setupServer } from 'msw/node';

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
  funOption: { FACE: 1, FP: 1, IRIS: 0 },
};

/** Default device: answers the calls the shell makes; tests override with server.use(). */
export const server = setupServer(
  http.all('*/goform/SetInfoParam', () => answer(SYSTEM_INFO)),
  http.all('*/goform/logout', () => answer()),
  // A terminal without the live stream, as older firmware: the console stays quiet and polls.
  http.all('*/goform/LiveEvents', () => failure(10003)),
);
