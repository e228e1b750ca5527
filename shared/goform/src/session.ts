import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getRoleInfo, getToken } from './sessionStore';
import { readSuperuser } from './superuser';

export interface SessionState {
  token: string | null;
  funs: string[];
  name: string;
  userid: string;
  /** Set by answer 11003 (factory key login); unlocks the hidden pages (SPEC §6). */
  superuser: boolean;
  /** The service token that 11003 answers: the hidden pages' calls carry it when nobody is logged in. */
  serviceToken: string | null;
}

export interface LoggedInPayload {
  token: string;
  funs: string[];
  name: string;
  userid: string;
}

/**
 * The session survives a reload and opens in every tab through the origin's storage (Admin-Token,
 * sever-role: sessionStore.ts) and,
 * for the superuser flag, sessionStorage (it ends with the browser tab).
 */
export function storedSession(): SessionState {
  const token = getToken() ?? null;
  const role = token ? getRoleInfo() : undefined;
  const superuser = readSuperuser();
  return {
    token,
    funs: role?.funs ?? [],
    name: role?.name ?? '',
    userid: role?.userid ?? '',
    superuser: superuser !== undefined,
    serviceToken: superuser?.token ?? null,
  };
}

const emptySession: SessionState = {
  token: null,
  funs: [],
  name: '',
  userid: '',
  superuser: false,
  serviceToken: null,
};

export const session = createSlice({
  name: 'session',
  initialState: storedSession,
  reducers: {
    loggedIn: (state, action: PayloadAction<LoggedInPayload>) => ({
      ...action.payload,
      superuser: state.superuser,
      serviceToken: state.serviceToken,
    }),
    loggedOut: () => emptySession,
    /** The session the login page left in storage, read when the console takes over the page. */
    sessionRestored: (_state, action: PayloadAction<SessionState>) => action.payload,
    /** The payload is the service token of the 11003 answer, when the device sent one. */
    superuserSet: (state, action: PayloadAction<string | undefined>) => {
      state.superuser = true;
      state.serviceToken = action.payload ?? state.serviceToken;
    },
    funsUpdated: (state, action: PayloadAction<string[]>) => {
      state.funs = action.payload;
    },
  },
  selectors: {
    selectIsAuthenticated: (s) => s.token !== null,
    selectToken: (s) => s.token,
    selectFuns: (s) => s.funs,
    selectUserName: (s) => s.name,
    selectUserId: (s) => s.userid,
    selectSuperuser: (s) => s.superuser,
    /** A login or the factory service session (11003): the device accepts calls that need a session. */
    selectHasDeviceSession: (s) => s.token !== null || s.serviceToken !== null,
  },
});

export const { loggedIn, loggedOut, sessionRestored, superuserSet, funsUpdated } = session.actions;
export const {
  selectIsAuthenticated,
  selectToken,
  selectFuns,
  selectUserName,
  selectUserId,
  selectSuperuser,
  selectHasDeviceSession,
} = session.selectors;
