import { COMMON_PASSWORDS, isWebPassword, ModifyPassword, newPasswordIssue, WEB_PASSWORD } from './auth';
import { FieldMessage } from './messages';
import { ruleOf } from './rules';

describe('the web password policy (WEB_PASSWORD)', () => {
  it.each([
    ['Correct horse 9', true],
    ['x7Kp2mQ9', true],
    // Unicode letters and spaces count as characters; an emoji is one.
    ['пароль-для-входа', true],
    ['密码是八个字符吧', true],
    ['🔑🔑🔑🔑🔑🔑🔑🔑', true],
    ['x', false],
    ['Abc-123', false],
    ['12345678', false],
    ['1234567890123456', false],
    ['Password', false],
    ['QWERTY123', false],
    ['a'.repeat(WEB_PASSWORD.maxLength), true],
    ['a'.repeat(WEB_PASSWORD.maxLength + 1), false],
    ['Tab\there!', false],
    ['Zero\u200bwidth', false],
    ['New\nline-1', false],
  ])('%j → %s', (password, taken) => {
    expect(isWebPassword(password, 'admin')).toBe(taken);
  });

  it('refuses the account’s own name, in any case', () => {
    expect(isWebPassword('Operator', 'operator')).toBe(false);
    expect(isWebPassword('Administrator1', 'admin')).toBe(true);
    expect(isWebPassword('LongAccountName', 'longaccountname')).toBe(false);
  });

  it('keeps its list of common passwords in lower case and within the bounds (else an entry could never match)', () => {
    for (const p of COMMON_PASSWORDS) {
      expect(p).toBe(p.toLowerCase());
      expect(p.length).toBeGreaterThanOrEqual(WEB_PASSWORD.minLength);
    }
  });

  it('a device user’s new password is its keypad PIN; a web account’s follows the policy', () => {
    expect(newPasswordIssue('42', '135790')).toBeUndefined();
    expect(newPasswordIssue('42', 'Correct horse 9')).toBe(FieldMessage.pinDigits);
    expect(newPasswordIssue('admin', '135790')).toBe(FieldMessage.webPassword);
    expect(newPasswordIssue('admin', 'Correct horse 9')).toBeUndefined();
  });

  it('ModifyPassword states it: the new password’s bounds and message, and refuses what breaks it', () => {
    expect(ruleOf(ModifyPassword.request.shape.password)).toMatchObject({ ...WEB_PASSWORD, message: FieldMessage.webPassword });
    const sent = (password: string) => ModifyPassword.request.safeParse({ userid: 'admin', oldpassword: 'old', password, confirm: password });
    expect(sent('Correct horse 9').success).toBe(true);
    expect(sent('12345678').error?.issues).toEqual([expect.objectContaining({ path: ['password'], message: FieldMessage.webPassword })]);
  });
});
