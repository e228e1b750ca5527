import { useState } from 'react';
import type { Answer, Peripheral, ScreenRef } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import {
  Badge,
  Button,
  Center,
  chakra,
  Checkbox,
  ConfirmDialog,
  ErrorPanel,
  Flex,
  notifyToast,
  Spinner,
  RowsOrCards,
  Text,
} from '@tac/ui';

type Action = 'authorize' | 'cancel';

export interface AuthorizationListProps {
  /** The screen the list is on (BACKUP_SCREENS): its title names the table or the cards, its texts the columns. */
  screen: ScreenRef;
  list: { data?: { items: Peripheral[] }; isLoading: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  /** The list's write call: authorize or cancel the given MACs (all or none). */
  change: (input: { macs: string[]; action: Action }) => { unwrap: () => Promise<Answer> };
  isChanging: boolean;
}

/**
 * Wiegand readers or Bluetooth devices the terminal knows: pick several, then authorize
 * them or cancel their authorization, each after a confirmation; the device answers and
 * the list is read again.
 */
export function AuthorizationList({ screen, list, change, isChanging }: AuthorizationListProps) {
  const { t } = useTranslation('advancedSetup');
  const keys = screenKeys(screen);
  const label = t(keys.title);
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState<Action | null>(null);
  const items = list.data?.items ?? [];
  // A device that left the list (reset, another browser) cannot stay selected.
  const chosen = selected.filter((mac) => items.some((p) => p.mac === mac));
  const allChosen = items.length > 0 && chosen.length === items.length;

  const toggle = (mac: string, on: boolean) => setSelected(on ? [...chosen, mac] : chosen.filter((m) => m !== mac));
  const selectAll = (
    <Checkbox.Root
      checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
      onCheckedChange={(e) => setSelected(e.checked === true ? items.map((p) => p.mac) : [])}
    >
      <Checkbox.HiddenInput aria-label={t('authorization.selectAll')} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
  const selectOne = (p: Peripheral) => (
    <Checkbox.Root checked={chosen.includes(p.mac)} onCheckedChange={(e) => toggle(p.mac, e.checked === true)}>
      <Checkbox.HiddenInput aria-label={t('authorization.select', { mac: p.mac })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );

  const confirm = async () => {
    if (!asking) return;
    let answer: Answer | undefined;
    try {
      answer = await change({ macs: chosen, action: asking }).unwrap();
    } catch {
      // The catalogue message is already shown.
    }
    setAsking(null);
    if (answer?.code === 'success') {
      notifyToast.success(t('common:success'));
      setSelected([]);
    } else if (answer) {
      notifyToast.error(t('common:failed'));
    }
  };

  if (list.isLoading) {
    return (
      <Center py="10">
        <Spinner size="lg" aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (list.isError && !list.data) return <ErrorPanel title={t('errors:obtainFailed')} onRetry={() => void list.refetch()} />;

  return (
    <>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="brand" disabled={chosen.length === 0} onClick={() => setAsking('authorize')}>
          {t('authorization.authorize')}
        </Button>
        <Button variant="outline" disabled={chosen.length === 0} onClick={() => setAsking('cancel')}>
          {t('authorization.cancel')}
        </Button>
        <Button variant="ghost" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('common:refresh')}
        </Button>
      </Flex>
      <Text color="fg.muted" aria-live="polite">
        {t('authorization.selected', { count: chosen.length })}
      </Text>
      {items.length === 0 ? (
        <Text>{t('authorization.empty')}</Text>
      ) : (
        <RowsOrCards
          label={label}
          rows={items}
          rowKey={(p) => p.mac}
          rowLabel={(p) => p.mac}
          lead={selectOne}
          leadHeader={selectAll}
          leadHeaderText={t('authorization.selectAll')}
          marked={(p) => chosen.includes(p.mac)}
          columns={[
            { header: t(keys.field('mac')), cell: (p) => <chakra.span fontFamily="mono">{p.mac}</chakra.span>, nowrap: true, wide: true },
            { header: t(keys.field('model')), cell: (p) => p.model },
            { header: t(keys.field('machine')), cell: (p) => p.machine },
            { header: t(keys.field('route')), cell: (p) => t('authorization.routeN', { n: p.route }) },
            {
              header: t(keys.field('status')),
              cell: (p) => (
                <Badge colorPalette={p.status === 1 ? 'green' : 'gray'}>
                  {t(keys.option('status', p.status))}
                </Badge>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'cancel' ? 'authorization.cancelTitle' : 'authorization.authorizeTitle')}
        message={t(asking === 'cancel' ? 'authorization.cancelConfirm' : 'authorization.authorizeConfirm', {
          count: chosen.length,
        })}
        // The buttons say what they do: "Cancel" beside "Confirm" on a cancellation asked which one cancels.
        confirmLabel={t(asking === 'cancel' ? 'authorization.cancel' : 'authorization.authorize')}
        cancelLabel={asking === 'cancel' ? t('common:back') : undefined}
        destructive={asking === 'cancel'}
        busy={isChanging}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
