import { navigation } from './navigation';

describe('full-page navigation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('keeps the first reload: the page being left does not redirect it elsewhere', () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    navigation.reloadTo('/login');
    navigation.reloadTo('/login?redirect=%2FadvSetting%2Frestart');
    expect(assign.mock.calls).toEqual([['/login']]);
  });

  it('reloads again once the first reload plainly did not happen (a page kept the visitor)', () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    jest.advanceTimersByTime(10_000);
    navigation.reloadTo('/login');
    jest.advanceTimersByTime(3_000);
    navigation.reloadTo('/login?redirect=%2Fuser');
    expect(assign.mock.calls).toEqual([['/login'], ['/login?redirect=%2Fuser']]);
  });
});
