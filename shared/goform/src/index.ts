export * from './contract';
export {
  goformBaseQuery,
  isGoformError,
  DEFAULT_TIMEOUT_MS,
  type GoformArgs,
  type GoformError,
  type Answer,
  type Fields,
  type FieldValue,
} from './baseQuery';
export { goformRequest } from './request';
export { settingsGroupEndpoints, type SettingsGroupContract } from './settingsGroup';
export { useAccessGroupsQuery, accessGroupsEndpoint, ACCESS_GROUPS_TAG } from './groups';
export { parseAnswer, repairJson, AnswerParseError } from './parse';
export type { UploadProgress } from './transport';
export {
  api,
  useLoginMutation,
  useLogoutMutation,
  useModifyPasswordMutation,
  useCheckPowerQuery,
  useLazyCheckPowerQuery,
  useSystemInfoQuery,
  type LoginInput,
  type LoginResult,
  type ModifyPasswordInput,
  type PowerResult,
} from './api';
export {
  session,
  sessionFromCookies,
  loggedIn,
  loggedOut,
  superuserSet,
  funsUpdated,
  selectIsAuthenticated,
  selectToken,
  selectFuns,
  selectUserName,
  selectUserId,
  selectSuperuser,
  type SessionState,
  type LoggedInPayload,
} from './session';
export {
  store,
  createConsoleStore,
  rootReducer,
  forceLogout,
  useAppDispatch,
  useAppSelector,
  type RootState,
  type AppDispatch,
  type ConsoleStore,
  type LazyLoadedSlices,
} from './store';
export { setNotifier, notify, type Notifier } from './notifier';
export { navigation } from './navigation';
export { endSession, scheduleLogout, LOGOUT_DELAY_MS } from './sessionEnd';
export {
  TOKEN_COOKIE,
  ROLE_COOKIE,
  getToken,
  setToken,
  getRoleInfo,
  setRoleInfo,
  roleHasUser,
  clearSessionCookies,
  type RoleInfo,
} from './cookies';
export { deviceMessage, networkMessage } from './messages';
