/**
 * The console is drawn while the visitor signs in (shell/src/startup/rehearsal.tsx), so its
 * first screen is there the moment the sign-in answers. The calls that screen makes wait
 * here: at the sign-in they leave with the signed-in account's token, or, when the account
 * may not open that screen, they end as cancelled without reaching the device.
 */
export interface HeldCalls {
  /** The visitor is signed in: the waiting calls leave (the store holds the session by now). */
  send(): void;
  /** The waiting calls end as cancelled; so do calls made later under this hold. */
  drop(): void;
}

let current: Promise<boolean> | undefined;

/** From now on every device call waits until `send` or `drop`. */
export function holdCalls(): HeldCalls {
  let settle: (go: boolean) => void = () => undefined;
  const hold = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  current = hold;
  const end = (go: boolean) => {
    if (current === hold) current = undefined;
    settle(go);
  };
  return { send: () => end(true), drop: () => end(false) };
}

/** Undefined when calls go at once; else whether the held call may leave, once that is known. */
export const callsHeld = (): Promise<boolean> | undefined => current;
