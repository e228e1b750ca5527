// What the console shares as '@reduxjs/toolkit' (rspack.config.base.ts): what its files and
// RTK Query's own modules (@reduxjs/toolkit/query, /query/react) import from it. A shared
// library is compiled whole; through this list the listener middleware, entity adapter and
// other unused parts stay off the /login first load. sharedLists.test.ts fails when a
// file imports a name missing here.
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createDynamicMiddleware,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '../../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs';
