import { z } from 'zod';
import { endpoint } from './define';
import { wireChoice } from './settingsKit';
import { wireFlag, wireInt, wireText } from './fields';
import { CARD_DIGITS, FP_SLOTS, isCardNumber, USERID_MAX, USERID_MIN } from './users';

/** How a person verifies at the reader; an access decision's event names it (100–103, or its detail). */
export const VERIFY_MODES = ['fingerprint', 'card', 'password', 'face'] as const;
export type VerifyMode = (typeof VERIFY_MODES)[number];
/** Whether an access decision's detail names its verify mode (a card nobody holds has the card number instead). */
export const isVerifyMode = (text: string | undefined): text is VerifyMode => (VERIFY_MODES as readonly (string | undefined)[]).includes(text);

/** A decision of the reader, as the simulation answers it (the event it recorded is in the event log). */
export const verifyDecision = z.object({
  /** The event code of the decision: 100–104 granted, 150–153 denied (EVENT_CATALOGUE). */
  event: z.number(),
  /** The user recognized; absent for an unknown card. */
  userid: z.string().optional(),
  /** 1 when the relay pulsed (granted, work mode access or both, a relay that drives the door). */
  opened: z.number(),
  /** 1 when a punch was recorded (granted, work mode attendance or both). */
  punched: z.number(),
  /** 1 when the finger was the user's duress finger (alarm 303 raised). */
  duress: z.number(),
});
export type VerifyDecision = z.infer<typeof verifyDecision>;

export const test_verify = endpoint({
  name: 'test_verify',
  method: 'POST',
  access: 'accessControl',
  request: z.object({
    mode: wireChoice(VERIFY_MODES),
    /** Who is at the reader (fingerprint, password, face). */
    userid: wireInt(USERID_MIN, USERID_MAX).optional(),
    /** The finger placed (fingerprint). */
    slot: wireInt(0, FP_SLOTS - 1).optional(),
    /** The card shown (card): any number, known or not. */
    cardid: wireText(CARD_DIGITS).pipe(z.string().refine((v) => v !== '' && isCardNumber(v))).optional(),
    /** 1: the finger, face or PIN did not match. */
    wrong: wireFlag().optional(),
  }),
  response: verifyDecision,
  doc:
    'Verification at the reader, simulated for /test; answered only while the test mode is test (GetDebugParam). mode ' +
    'fingerprint (userid, slot), card (cardid), password or face (userid); wrong=1 when the finger, face or PIN did not match. ' +
    'The device decides as at its reader (device/README.md "Access decisions"): 152 unknown card, 153 wrong verification ' +
    '(no match, not enrolled, or a mode the user’s identify mode does not take), 151 not in group (no group, or a group ' +
    'without time zones), 150 outside time zone, else granted 100–103 by mode or 104 for a two-factor identify mode; a ' +
    'grant pulses the relay (work mode access or both) and records a punch (attendance or both) unless the record log is ' +
    'full on a stopRecording model (punched 0, event 407; GetDeviceStatus recordfull); a duress finger also ' +
    'raises the duress alarm (303). Each decision is an event of door 1. Answers {event, userid, opened, punched, duress}. ' +
    'Codes: 10003 the test mode not test or a field the mode needs missing, 40401 an unknown user.',
});
