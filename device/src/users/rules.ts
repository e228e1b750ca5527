import { characterCount, Code, confirmsPassword, hasControlChars, isUserPin, lacksNeededPin, MsgKey, USERNAME_MAX } from '@tac/goform/contract';
import { DeviceError } from '../goform/errors';

/** A user name: not blank, at most 24 characters, no control characters. */
export function checkUsername(raw: string): string {
  const name = raw.trim();
  if (!name) throw new DeviceError(Code.UserNameEmpty);
  if (characterCount(name) > USERNAME_MAX || hasControlChars(name)) throw new DeviceError(Code.UserNameFormat);
  return name;
}

/** A device PIN (the contract's USER_PIN), confirmed when a confirmation is given. */
export function checkPin(password: string, confirm: string | undefined): string {
  if (!isUserPin(password)) throw new DeviceError(Code.PasswordRules);
  if (confirm !== undefined && !confirmsPassword(password, confirm)) throw new DeviceError(Code.PasswordMismatch, MsgKey.PasswordNotSame);
  return password;
}

/** A user whose identify mode asks for a PIN has one (the contract's PIN_IDENTIFY_MODES): 40201 otherwise. */
export function assertPinWhereNeeded(user: { identifymode: number; password_hash: string | null }): void {
  if (lacksNeededPin(user.identifymode, user.password_hash !== null)) throw new DeviceError(Code.PasswordEmpty);
}
