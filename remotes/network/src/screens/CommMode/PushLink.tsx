import { useId } from 'react';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import type { PushState } from '@tac/goform';
import { Badge, DataFact, DataList, Heading, Stack } from '@tac/ui';
import { useNetworkPushStateQuery, type PushStateAnswer } from './endpoints';
import { commandResultText, problemText } from './pushTexts';

/** How often the open screen asks the device how its link is doing. */
export const PUSH_POLL_MS = 3000;

/** A clock difference this small (seconds) is the network's delay, not a wrong clock. */
const IN_STEP_S = 2;

const STATE_PALETTES: Record<PushState, string> = {
  off: 'gray',
  connecting: 'blue',
  online: 'green',
  waiting: 'orange',
  failing: 'red',
};

function Facts({ link }: { link: PushStateAnswer }) {
  const { t } = useTranslation('network');
  const { number } = useLocaleFormat();
  const offset = link.clockoffset;
  const clock =
    offset === null
      ? t('commMode.push.clockUnknown')
      : Math.abs(offset) <= IN_STEP_S
        ? t('commMode.push.clockInStep')
        : t(offset > 0 ? 'commMode.push.clockAhead' : 'commMode.push.clockBehind', { seconds: number(Math.abs(offset)) });
  const command = link.lastcommand;
  return (
    <>
      <DataFact label={t('common:pushLink.server')}>{link.server ? <bdi dir="ltr">{link.server}</bdi> : t('commMode.push.none')}</DataFact>
      <DataFact label={t('common:pushLink.lastContact')}>
        {link.lastcontact ? <bdi dir="ltr">{link.lastcontact}</bdi> : t('common:pushLink.never')}
      </DataFact>
      <DataFact label={t('commMode.push.queued')}>{number(link.queued)}</DataFact>
      <DataFact label={t('commMode.push.queuedchanges')}>{number(link.queuedchanges)}</DataFact>
      <DataFact label={t('commMode.push.lastcommand')}>
        {command ? (
          <>
            <bdi dir="ltr">{command.command}</bdi>
            <br />
            {t('commMode.push.commandOutcome', { result: commandResultText(t, command.code), time: command.time })}
          </>
        ) : (
          t('commMode.push.none')
        )}
      </DataFact>
      <DataFact label={t('commMode.push.clock')}>{clock}</DataFact>
      <DataFact label={t('commMode.push.problem')}>{link.problem ? problemText(t, link.problem) : t('commMode.push.none')}</DataFact>
    </>
  );
}

/**
 * The link to the central (PUSH) server as the device sees it now, asked again every few
 * seconds while the screen is open. When the device does not answer, the state is unknown:
 * the last answer's figures would look current, so they are not shown.
 */
export function PushLink() {
  const { t } = useTranslation('network');
  const headingId = useId();
  const { data, isError } = useNetworkPushStateQuery(undefined, { pollingInterval: PUSH_POLL_MS });
  const state = isError ? (
    t('commMode.push.unknown')
  ) : data ? (
    <Badge colorPalette={STATE_PALETTES[data.state]}>{t(`common:pushLink.states.${data.state}`)}</Badge>
  ) : (
    t('common:loading')
  );
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        {t('common:pushLink.title')}
      </Heading>
      <DataList.Root orientation="horizontal" gap="2">
        <DataFact label={t('common:pushLink.state')}>{state}</DataFact>
        {data && !isError && <Facts link={data} />}
      </DataList.Root>
    </Stack>
  );
}
