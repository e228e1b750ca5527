import type { Device } from '../device';

/** Simulated hardware timings in ms, from the environment so tests can run them fast. */
export interface SimTimings {
  /** A fingerprint or face capture takes this long (SIM_ENROLL_MS). */
  enrollMs: number;
  /** A capture not collected within this long times out (SIM_ENROLL_TIMEOUT_MS). */
  enrollTimeoutMs: number;
  /** SIM_ENROLL_OUTCOME=timeout makes every capture time out (to exercise the console's failure path). */
  enrollFails: boolean;
  /** Wiegand pairing and Bluetooth search take this long (SIM_PAIR_MS). */
  pairMs: number;
  /** Restart, initialization, upgrade and language change keep the device offline this long (SIM_RESTART_MS). */
  restartMs: number;
  /** After an unlock the door sensor opens this much later (SIM_DOOR_OPENS_MS): someone pulls the door. */
  doorOpensMs: number;
  /** An opened door stands open this long, then closes (SIM_DOOR_CLOSES_MS). */
  doorClosesMs: number;
}

function ms(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function simTimings(device: Device): SimTimings {
  const env = device.config.env;
  return {
    enrollMs: ms(env.SIM_ENROLL_MS, 3000),
    enrollTimeoutMs: ms(env.SIM_ENROLL_TIMEOUT_MS, 30_000),
    enrollFails: env.SIM_ENROLL_OUTCOME === 'timeout',
    pairMs: ms(env.SIM_PAIR_MS, 3000),
    restartMs: ms(env.SIM_RESTART_MS, 20_000),
    doorOpensMs: ms(env.SIM_DOOR_OPENS_MS, 1000),
    doorClosesMs: ms(env.SIM_DOOR_CLOSES_MS, 4000),
  };
}
