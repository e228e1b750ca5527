import { forgetSession, getRoleInfo, getToken, keepSession, pageSignedInAs, setRoleInfo } from './sessionStore';

const SESSION = { token: 'tkn', funs: ['user'], name: 'Administrator', userid: 'admin' };

afterEach(() => {
  jest.restoreAllMocks();
  forgetSession();
  localStorage.clear();
});

describe('where the console keeps its session', () => {
  it("keeps it in this origin's storage, never in a cookie the browser would hand to another port of the host", () => {
    keepSession(SESSION);
    expect(getToken()).toBe('tkn');
    expect(localStorage.getItem('Admin-Token')).toBe('tkn');
    expect(JSON.parse(localStorage.getItem('sever-role')!)).toEqual({ funs: ['user'], name: 'Administrator', userid: 'admin' });
    expect(document.cookie).toBe('');
  });

  it('keeps it for the page when the browser refuses storage, and forgets it at the end', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    keepSession(SESSION);
    expect(getToken()).toBe('tkn');
    expect(getRoleInfo()?.name).toBe('Administrator');
    forgetSession();
    expect(getToken()).toBeUndefined();
    expect(getRoleInfo()).toBeUndefined();
  });
});

describe('the account this page is signed in as', () => {
  it('is still known once another tab has emptied the storage, and forgotten with the session', () => {
    setRoleInfo({ funs: ['user'], name: 'Ana', userid: '7' });
    localStorage.clear();
    expect(getRoleInfo()).toBeUndefined();
    expect(pageSignedInAs()).toBe('7');
    forgetSession();
    expect(pageSignedInAs()).toBeUndefined();
  });

  it('stays the account this page signed in as when another tab logs in as another', () => {
    setRoleInfo({ funs: ['user'], name: 'Ana', userid: '7' });
    localStorage.setItem('sever-role', JSON.stringify({ funs: ['user'], name: 'Bo', userid: '8' }));
    expect(getRoleInfo()?.userid).toBe('8');
    expect(pageSignedInAs()).toBe('7');
  });
});
