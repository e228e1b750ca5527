import { Code, ENROLL_TIMEOUT_KEY } from '@tac/goform/contract';
import type { Device } from '../device';
import { DeviceError, DeviceWait } from '../goform/errors';
import { modelProfile, type FunOption } from '../model/profiles';
import { requireUser, setFace, setFingerprint } from '../users/store';
import { endJob, getJob, progressOf, startJob } from './jobs';
import { simTimings } from './timings';

/** The sensor is busy with one capture at a time, fingerprint or face. */
const SENSOR = 'sensor';

export interface Capture {
  sensor: 'FP' | 'FACE';
  userid: number;
  slot: number;
}

const sameCapture = (a: Capture, b: Capture) => a.sensor === b.sensor && a.userid === b.userid && a.slot === b.slot;

function store(device: Device, c: Capture, enrolled: boolean): void {
  if (c.sensor === 'FP') setFingerprint(device, c.userid, c.slot, enrolled);
  else setFace(device, c.userid, enrolled);
}

/**
 * One step of a simulated enrolment: start (wait), status (wait until the
 * capture time has passed, then store it or time out), cancel, delete.
 */
export function captureStep(device: Device, action: string, wanted: Capture): Record<string, unknown> {
  const fun: FunOption = modelProfile(device).funOption;
  if (fun[wanted.sensor] !== 1) throw new DeviceError(Code.MissingParameters);
  requireUser(device, wanted.userid);
  const job = getJob<Capture>(device, SENSOR);
  const mine = job && sameCapture(job.data, wanted) ? job : undefined;
  const timings = simTimings(device);
  const answer = { userid: wanted.userid, ...(wanted.sensor === 'FP' ? { slot: wanted.slot } : {}) };

  switch (action) {
    case 'start':
      if (job && !mine && device.now() - job.startedAt < timings.enrollTimeoutMs) throw new DeviceError(Code.Busy);
      startJob(device, SENSOR, wanted);
      throw new DeviceWait({ ...answer, progress: 0 });
    case 'status': {
      if (!mine) throw new DeviceError(Code.MissingParameters);
      const elapsed = device.now() - mine.startedAt;
      if (elapsed < timings.enrollMs) throw new DeviceWait({ ...answer, progress: progressOf(device, mine, timings.enrollMs) });
      endJob(device, SENSOR);
      if (timings.enrollFails || elapsed > timings.enrollTimeoutMs) {
        throw new DeviceError(Code.SystemError, ENROLL_TIMEOUT_KEY);
      }
      store(device, wanted, true);
      return { ...answer, progress: 100 };
    }
    case 'cancel':
      if (mine) endJob(device, SENSOR);
      return answer;
    case 'delete':
      store(device, wanted, false);
      return answer;
    default:
      throw new DeviceError(Code.MissingParameters);
  }
}
