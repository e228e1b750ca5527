import { useLocation } from 'react-router-dom';
import { USER_PATHS } from './paths';

/** The navigation state the user pages pass along: the list's address as it was left. */
interface FromList {
  list: string;
}

const isFromList = (state: unknown): state is FromList =>
  typeof state === 'object' && state !== null && typeof (state as { list?: unknown }).list === 'string';

/**
 * The way back to the list as it was left (its search, page and size): the list hands its
 * address to the user pages in the navigation state, which each link between them passes on.
 * `state` goes on every link among the user pages; `list` is where Back to the list leads.
 */
export function useListReturn(): { state: FromList | undefined; list: string } {
  const { state } = useLocation();
  return isFromList(state) ? { state, list: state.list } : { state: undefined, list: USER_PATHS.userList };
}

/** The state the list gives its links: its own address. */
export function useListState(): FromList {
  const { pathname, search } = useLocation();
  return { list: pathname + search };
}
