/**
 * The envelope every /goform/ answer shares (DESIGN §5). Payload fields sit at the
 * top level beside `code`, `retvalue` and `msg`.
 */
export type AnswerCode = 'success' | 'fail' | 'wait';

export interface AnswerEnvelope {
  code: AnswerCode;
  retvalue: number;
  /** 'Success' on success; on failure a catalogue key (SPEC §8) the client translates. */
  msg: string;
  /**
   * On a 10003 refusal of the input: the request field the device refused, when it can
   * say which (a field out of its range, a cross-field rule broken at that field).
   */
  field?: string;
  /** 1 on a success that restarts the device: the client logs out after 1 s. */
  reboot?: 1;
}

export type Answer<P extends object = Record<string, unknown>> = AnswerEnvelope & P;
