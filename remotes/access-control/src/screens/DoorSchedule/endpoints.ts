/**
 * The door schedules are two fields of the access group, offered from the time zones:
 * this screen reads and writes through the same endpoints (and caches) as Access Setup
 * and Time Zone, so nothing is injected twice.
 */
export { useAccessControlAccessQuery, useAccessControlSaveAccessMutation } from '../AccessSetup/endpoints';
export { useAccessControlTimezonesQuery } from '../TimeZone/endpoints';
