import { GROUP_COUNT, useAccessGroupsQuery } from '@tac/goform';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import type { Option } from '@tac/ui';

/**
 * Group choices from the access-control groups (the shared AccessGroups query), each
 * with the time zones it allows. An account without Access Control cannot read them
 * (11000): it still gets the group numbers.
 */
export function useGroupOptions(): Option[] {
  const { t } = useTranslation('users');
  const { list, number } = useLocaleFormat();
  const { data } = useAccessGroupsQuery();
  const none: Option = { value: 0, label: t('form.noGroup') };
  if (!data) {
    return [none, ...Array.from({ length: GROUP_COUNT }, (_, i) => ({ value: i + 1, label: t('form.group', { id: i + 1 }) }))];
  }
  return [
    none,
    ...data.map((row) => {
      const zones = [row.time1, row.time2, row.time3, row.time4].filter((z) => z > 0);
      return {
        value: row.id,
        label: zones.length
          ? t('form.groupZones', { id: row.id, zones: list(zones.map((z) => number(z))), count: zones.length })
          : t('form.groupNoZones', { id: row.id }),
      };
    }),
  ];
}
