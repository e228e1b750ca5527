import { Code } from '@tac/goform/contract';
import type { z } from 'zod';

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

/**
 * 10003 for input a contract schema refused, naming the first field it refused (the
 * envelope's `field`) when the refusal is about one field of the request.
 */
export function refusedInput(error: z.ZodError): DeviceError {
  const field = error.issues.map((issue) => issue.path[0]).find((key) => typeof key === 'string');
  return new DeviceError(Code.MissingParameters, String(Code.MissingParameters), field === undefined ? {} : { field });
}
