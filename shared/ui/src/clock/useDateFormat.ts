import { useDisplayGroupQuery } from '@tac/goform';
import { FACTORY_DATE_FORMAT, type DateFormat } from './clockText';

/**
 * The device's date format (Display's Date Format): every date the console shows or asks for
 * follows it. The factory's until the display group is read.
 */
export function useDateFormat(): DateFormat {
  return useDisplayGroupQuery().data?.dateformat ?? FACTORY_DATE_FORMAT;
}
