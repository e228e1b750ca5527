import type { Device } from '../device';
import { mapPerDevice } from '../perDevice';

/** A piece of simulated hardware work in progress (a capture, a pairing, a search). */
export interface Job<T = unknown> {
  startedAt: number;
  data: T;
}

/** Run-time state only: a restart of the emulator forgets work in progress, as a terminal does. */
const jobs = mapPerDevice<Job>();

export function startJob<T>(device: Device, slot: string, data: T): Job<T> {
  const job = { startedAt: device.now(), data };
  jobs(device).set(slot, job);
  return job;
}

export function getJob<T>(device: Device, slot: string): Job<T> | undefined {
  return jobs(device).get(slot) as Job<T> | undefined;
}

export function endJob(device: Device, slot: string): void {
  jobs(device).delete(slot);
}

/** Percent done of a job that takes `durationMs`. */
export function progressOf(device: Device, job: Job, durationMs: number): number {
  return durationMs <= 0 ? 100 : Math.min(99, Math.floor(((device.now() - job.startedAt) / durationMs) * 100));
}
