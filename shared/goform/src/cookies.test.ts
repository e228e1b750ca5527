import Cookies from 'js-cookie';
import { keepSession } from './cookies';

const SESSION = { token: 'tkn', funs: ['user'], name: 'Administrator', userid: 'admin' };

afterEach(() => jest.restoreAllMocks());

describe('the session cookies over plain HTTP', () => {
  it('are set without Secure (a plain HTTP device would never get them back otherwise)', () => {
    const set = jest.spyOn(Cookies, 'set');
    keepSession(SESSION);
    expect(set).toHaveBeenCalledWith('Admin-Token', 'tkn', expect.objectContaining({ secure: false, sameSite: 'strict' }));
    expect(Cookies.get('Admin-Token')).toBe('tkn');
  });
});
