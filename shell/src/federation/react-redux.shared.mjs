// What the console shares as 'react-redux' (rspack.config.base.ts): what its files and RTK
// Query's React hooks import from it; connect() and its helpers stay off the /login first
// load. sharedLists.test.ts fails when a file imports a name missing here.
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from '../../../node_modules/react-redux/dist/react-redux.mjs';
