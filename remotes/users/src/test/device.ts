import { http } from 'msw';
import { success } from '@tac/goform/testing';
import { server } from './harness';

/** System info of a model with fingerprint, face and card (no iris). */
export const SYSTEM_INFO = {
  SerialNumber: 'SN',
  Serial: 'SN',
  Model: 'TAC-EMU',
  UserCount: 3,
  FPCount: 2,
  FaceCount: 1,
  IRISCount: 0,
  CardCount: 1,
  RecordCount: 0,
  FirmwareVersion: 'V1',
  KernelVersion: 'K',
  FileSystemVersion: 'F',
  Build_Version: 'B',
  MaxUser: 10000,
  MaxFP: 10000,
  MaxFACE: 3000,
  MaxIRIS: 0,
  MaxRecord: 200000,
  funOption: { FP: 1, FACE: 1, IRIS: 0, CARD: 1, WIFI: 1, BLUETOOTH: 1, THERMOMETRY: 0 },
};

export const GROUPS = [
  { id: 1, time1: 1, time2: 0, time3: 0, time4: 0 },
  { id: 2, time1: 2, time2: 3, time3: 0, time4: 0 },
];

export const USER_7 = {
  userid: '7',
  username: 'Ana Souza',
  cardid: '123456',
  admin: 0,
  groupid: 2,
  identifymode: 0,
  face: 0,
  fpcount: 2,
  photo: 0,
  fp: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0],
  haspassword: 0,
  photodata: '',
};

/** The reads every user form makes: system info (identify modes) and the access groups. */
export function deviceBasics() {
  server.use(
    http.get('*/goform/SetInfoParam', () => success(SYSTEM_INFO)),
    http.get('*/goform/SetGroupInfo', () => success({ items: GROUPS })),
  );
}
