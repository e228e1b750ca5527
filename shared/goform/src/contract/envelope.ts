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
  /**
   * On a login refused while the account is locked for this client (chklogin, anvizLogin:
   * 40302/pwdErr_TimeOut): whole seconds until it may be tried again. Absent when the device
   * cannot say (too many tries from the address).
   */
  retry_after?: number;
  /** 1 on a success that restarts the device: the client logs out after 1 s. */
  reboot?: 1;
}

export type Answer<P extends object = Record<string, unknown>> = AnswerEnvelope & P;
