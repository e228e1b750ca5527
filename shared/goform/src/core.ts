/**
 * The client without the device contract's runtime schemas (and so without zod) and without
 * RTK Query (the api joins the store when `@tac/goform` loads): what the shell's login path
 * needs. A shared entry of its own (build/sharedLibraries.ts), so `@tac/goform` (which
 * re-exports all of it plus the api and the contract) and `@tac/goform/core` share one
 * store. Result codes are plain constants, here too.
 */
export { Code } from './contract/codes';
export {
  goformBaseQuery,
  isGoformError,
  isUnsupportedCall,
  DEFAULT_TIMEOUT_MS,
  type GoformArgs,
  type GoformError,
  type Answer,
  type Fields,
  type FieldValue,
} from './baseQuery';
export { goformRequest, answerOf, type ParsedAnswer } from './request';
export { parseAnswer, repairJson, AnswerParseError } from './parse';
export type { UploadProgress } from './transport';
export { startSession, type LoginInput, type LoginResult } from './login';
export { SHELL_CALLS, shellCall } from './shellCalls';
export {
  session,
  storedSession,
  loggedIn,
  loggedOut,
  sessionRestored,
  superuserSet,
  funsUpdated,
  selectIsAuthenticated,
  selectToken,
  selectFuns,
  selectUserName,
  selectUserId,
  selectSuperuser,
  selectHasDeviceSession,
  type SessionState,
  type LoggedInPayload,
} from './session';
export {
  store,
  createConsoleStore,
  rootReducer,
  forceLogout,
  installApi,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type RootState,
  type AppDispatch,
  type ConsoleStore,
  type LazyLoadedSlices,
} from './store';
export { setNotifier, notify, type Notifier } from './notifier';
export { navigation } from './navigation';
export { holdCalls, callsHeld, type HeldCalls } from './signInHold';
export {
  endSession,
  loseSession,
  scheduleLogout,
  LOGOUT_DELAY_MS,
  sessionEnding,
  keepWhenSessionEnds,
  watchSessionElsewhere,
  type SessionEndKeeper,
} from './sessionEnd';
export {
  TOKEN_KEY,
  ROLE_KEY,
  getToken,
  setToken,
  getRoleInfo,
  setRoleInfo,
  pageSignedInAs,
  roleHasUser,
  forgetSession,
  type RoleInfo,
} from './sessionStore';
export { sessionTimeLeft, onSessionUse } from './sessionClock';
export { deviceMessage, networkMessage } from './messages';
