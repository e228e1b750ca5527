import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getRoleInfo, getToken } from './cookies';

export interface SessionState {
  token: string | null;
  funs: string[];
  name: string;
  userid: string;
  /** Set by answer 11003 (factory key login); unlocks the hidden pages (SPEC §6). */
  superuser: boolean;
}

export interface LoggedInPayload {
  token: string;
  funs: string[];
  name: string;
  userid: string;
}

/** The session survives a reload through its cookies (Admin-Token, sever-role). */
export function sessionFromCookies(): SessionState {
  const token = getToken() ?? null;
  const role = token ? getRoleInfo() : undefined;
  return {
    token,
    funs: role?.funs ?? [],
    name: role?.name ?? '',
    userid: role?.userid ?? '',
    superuser: false,
  };
}

const emptySession: SessionState = { token: null, funs: [], name: '', userid: '', superuser: false };

export const session = createSlice({
  name: 'session',
  initialState: sessionFromCookies,
  reducers: {
    loggedIn: (state, action: PayloadAction<LoggedInPayload>) => ({ ...action.payload, superuser: state.superuser }),
    loggedOut: () => emptySession,
    superuserSet: (state) => {
      state.superuser = true;
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
  },
});

export const { loggedIn, loggedOut, superuserSet, funsUpdated } = session.actions;
export const { selectIsAuthenticated, selectToken, selectFuns, selectUserName, selectUserId, selectSuperuser } =
  session.selectors;
