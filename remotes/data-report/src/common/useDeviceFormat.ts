import { useTranslation } from '@tac/i18n';
import { useApplyGroupQuery, useDisplayGroupQuery } from '@tac/goform';
import { FACTORY_FORMAT, type DisplayFormat } from './format';

/** The display group's date format and clock, the factory ones until it is read. */
export function useDisplayFormat(): DisplayFormat {
  const { data } = useDisplayGroupQuery();
  return data ? { dateformat: data.dateformat, timeformat: data.timeformat } : FACTORY_FORMAT;
}

/** Status number → the label of the advanced setup's attendance status group. */
export function useStatusLabel(): (status: number) => string {
  const { t } = useTranslation('dataReport');
  const { data } = useApplyGroupQuery();
  return (status) => {
    const label = (data as Record<string, unknown> | undefined)?.[`status${status}`];
    return typeof label === 'string' && label ? label : t('status.fallback', { number: status });
  };
}
