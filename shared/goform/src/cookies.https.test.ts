/**
 * @jest-environment-options {"url": "https://device.test/login"}
 */
import Cookies from 'js-cookie';
import { keepSession } from './cookies';

describe('the session cookies over HTTPS', () => {
  it('are Secure, both the token and the role', () => {
    const set = jest.spyOn(Cookies, 'set');
    keepSession({ token: 'tkn', funs: ['user'], name: 'Administrator', userid: 'admin' });
    expect(set).toHaveBeenCalledWith('Admin-Token', 'tkn', expect.objectContaining({ secure: true, sameSite: 'strict' }));
    expect(set).toHaveBeenCalledWith('sever-role', expect.any(String), expect.objectContaining({ secure: true }));
    expect(Cookies.get('Admin-Token')).toBe('tkn');
  });
});
