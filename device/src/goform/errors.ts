import { Code } from '@tac/goform/contract';

/** A refusal the device answers as `{code:'fail', retvalue, msg}`. */
export class DeviceError extends Error {
  constructor(
    readonly retvalue: number,
    readonly msgKey: string = String(retvalue),
    /** Fields answered beside the failure (the factory-key login's service token). */
    readonly payload: Record<string, unknown> = {},
  ) {
    super(msgKey);
  }
}

/** A `code:'wait'` answer: work in progress (enrolment, pairing, search). */
export class DeviceWait extends Error {
  constructor(readonly payload: Record<string, unknown> = {}) {
    super('wait');
  }
}

export const missingParameters = () => new DeviceError(Code.MissingParameters);
