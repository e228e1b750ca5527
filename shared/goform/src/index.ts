/**
 * Everything: the client (through the shared `@tac/goform/core` entry, so there is one
 * store), the RTK Query api (it joins that store when this entry loads) and the device
 * contract's runtime values (schemas, groups).
 * Remotes import from here; the shell's login path only from `@tac/goform/core`.
 */
export * from './contract';
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
} from '@tac/goform/core';
export { goformRequest, answerOf, type ParsedAnswer } from '@tac/goform/core';
export { parseAnswer, repairJson, AnswerParseError } from '@tac/goform/core';
export { goformUrl } from './url';
export { useLive, useLiveStream, onLiveDoor, followLiveDoor, openLiveStream, type DoorCacheEntry, type LiveState, type LiveStatus } from './live';
export { downloadUrl, startDownload } from './download';
export type { UploadProgress } from '@tac/goform/core';
export {
  api,
  useLoginMutation,
  useLogoutMutation,
  useModifyPasswordMutation,
  useCheckPowerQuery,
  useLazyCheckPowerQuery,
  useSystemInfoQuery,
  type ModifyPasswordInput,
  type PowerResult,
} from './api';
export { startSession, type LoginInput, type LoginResult } from '@tac/goform/core';
export {
  session,
  storedSession,
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
  selectHasDeviceSession,
  type SessionState,
  type LoggedInPayload,
} from '@tac/goform/core';
export {
  store,
  createConsoleStore,
  rootReducer,
  forceLogout,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type RootState,
  type AppDispatch,
  type ConsoleStore,
  type LazyLoadedSlices,
} from '@tac/goform/core';
export { setNotifier, notify, type Notifier } from '@tac/goform/core';
export { navigation } from '@tac/goform/core';
export {
  endSession,
  loseSession,
  scheduleLogout,
  LOGOUT_DELAY_MS,
  sessionEnding,
  keepWhenSessionEnds,
  watchSessionElsewhere,
  type SessionEndKeeper,
} from '@tac/goform/core';
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
} from '@tac/goform/core';
export { sessionTimeLeft, onSessionUse } from '@tac/goform/core';
export { deviceMessage, networkMessage } from '@tac/goform/core';
export { useAccessGroupsQuery, useSaveAccessGroupRowMutation, accessGroupsEndpoint, ACCESS_GROUPS_TAG } from './groups';
export * from './settingsApi';
export {
  usePendingNetworkChange,
  usePendingNetworkChanges,
  type PendingNetworkChange,
  type NetworkChangeOutcome,
} from './networkPending';
export {
  useBluetoothListQuery,
  useAuthorizeBluetoothMutation,
  useWiegandListQuery,
  useAuthorizeWiegandMutation,
  BLUETOOTH_LIST_TAG,
  WIEGAND_LIST_TAG,
  type AuthorizationList,
} from './authorizationLists';
