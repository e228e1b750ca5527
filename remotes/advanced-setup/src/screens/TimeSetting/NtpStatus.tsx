import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { DataFact, DataList, Heading, Stack } from '@tac/ui';
import { useId } from 'react';

/** What the device answers of its last NTP exchange (the datetime group's live fields). */
export interface NtpStatusFields {
  ntplastsync?: string;
  ntpoffsetms?: number;
  ntperror?: string;
}

/**
 * The last network time exchange: when it succeeded, the correction it applied, and the error of
 * the last one when it failed. Nothing when the device does not report it (older firmware).
 */
export function NtpStatus({ status, timeZone }: { status: NtpStatusFields; timeZone: string }) {
  const { t } = useTranslation('advancedSetup');
  const { number, dateTime } = useLocaleFormat();
  const titleId = useId();
  if (status.ntplastsync === undefined) return null;
  return (
    <Stack as="section" aria-labelledby={titleId} gap="3" mt="6">
      <Heading as="h2" size="md" id={titleId}>
        {t('timeSetting.status.title')}
      </Heading>
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
      <DataFact label={t('timeSetting.status.lastSync')}>
        {status.ntplastsync === ''
          ? t('timeSetting.status.never')
          : dateTime(new Date(status.ntplastsync), { dateStyle: 'medium', timeStyle: 'medium', ...(timeZone ? { timeZone } : {}) })}
      </DataFact>
      {status.ntplastsync !== '' && status.ntpoffsetms !== undefined && (
        <DataFact label={t('timeSetting.status.offset')}>
          {t('timeSetting.status.offsetMs', { ms: number(status.ntpoffsetms, { signDisplay: 'exceptZero' }) })}
        </DataFact>
      )}
      {status.ntperror ? (
        <DataFact label={t('timeSetting.status.error')}>
          <span role="alert">{t(`timeSetting.errors.${status.ntperror}`, { defaultValue: status.ntperror })}</span>
        </DataFact>
      ) : null}
      </DataList.Root>
    </Stack>
  );
}
