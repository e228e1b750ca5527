import { accessGroup } from '@tac/goform';

/** The access group as the device stores it in the screens' tests: factory settings, zone 2 holds the door open, zone 3 closed. */
export const STORED_ACCESS = { ...accessGroup.defaults, normallyopen: [2], normallyclose: [3] };
