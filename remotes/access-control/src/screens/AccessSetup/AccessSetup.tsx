import { useTranslation } from '@tac/i18n';
import { accessGroup, WIEGAND_FORMATS, useAccessGroupQuery, useSaveAccessGroupMutation } from '@tac/goform';
import {
  Fieldset,
  NumberField,
  Page,
  RadioField,
  SelectField,
  SettingsForm,
  SwitchField,
  useSettingsForm,
  useWatch,
} from '@tac/ui';
import type { z } from 'zod';

/** The fields of the access group this screen edits; the door schedules have their own screens. */
const schema = accessGroup.shape.omit({ normallyopen: true, normallyclose: true });
type Values = z.input<typeof schema>;

const RELAY_MODES = ['none', 'ring', 'dooropen'] as const;
const BYTE_ORDERS = ['big', 'little'] as const;
const CARD_LENGTHS = [4, 3] as const;

/**
 * Which fields mean something in the chosen modes: without a relay there is nothing to
 * delay or to watch; a bell relay drives no door, so it has no door sensor; the header
 * byte belongs to the fixed-header Wiegand format only.
 */
export function applicable(relaymode: unknown, wiegandformat: unknown) {
  return {
    relaydelay: relaymode !== 'none',
    doorsensor: relaymode === 'dooropen',
    fixedwiegand: wiegandformat === 'fixedheader',
  };
}

/** The four groups read as sections of the page, not as one more field label. */
const SECTION = { fontSize: 'md', fontWeight: 'semibold' } as const;

function AccessFields() {
  const { t } = useTranslation('accessControl');
  const [relaymode, wiegandformat] = useWatch<Values, ['relaymode', 'wiegandformat']>({
    name: ['relaymode', 'wiegandformat'],
  });
  const applies = applicable(relaymode, wiegandformat);
  const notApplicable = t('accessSetup.notApplicable');
  return (
    <>
      <Fieldset.Root>
        <Fieldset.Legend {...SECTION}>{t('accessSetup.relay')}</Fieldset.Legend>
        <Fieldset.Content>
          <SelectField<Values>
            name="relaymode"
            label={t('accessSetup.relaymode')}
            options={RELAY_MODES.map((m) => ({ value: m, label: t(`accessSetup.relaymodes.${m}`) }))}
          />
          <NumberField<Values>
            name="relaydelay"
            label={t('accessSetup.relaydelay')}
            min={1}
            max={255}
            disabled={!applies.relaydelay}
            helperText={applies.relaydelay ? t('accessSetup.relaydelayHelp') : notApplicable}
          />
          <SwitchField<Values>
            name="doorsensor"
            label={t('accessSetup.doorsensor')}
            disabled={!applies.doorsensor}
            helperText={applies.doorsensor ? undefined : notApplicable}
          />
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend {...SECTION}>{t('accessSetup.wiegand')}</Fieldset.Legend>
        <Fieldset.Content>
          <SelectField<Values>
            name="wiegandformat"
            label={t('accessSetup.wiegandformat')}
            options={WIEGAND_FORMATS.map((f) => ({ value: f, label: t(`accessSetup.wiegandformats.${f}`) }))}
          />
          <NumberField<Values>
            name="fixedwiegand"
            label={t('accessSetup.fixedwiegand')}
            min={0}
            max={255}
            disabled={!applies.fixedwiegand}
            helperText={applies.fixedwiegand ? t('accessSetup.fixedwiegandHelp') : notApplicable}
          />
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend {...SECTION}>{t('accessSetup.card')}</Fieldset.Legend>
        <Fieldset.Content>
          <RadioField<Values>
            name="byteorder"
            label={t('accessSetup.byteorder')}
            options={BYTE_ORDERS.map((o) => ({ value: o, label: t(`accessSetup.byteorders.${o}`) }))}
          />
          <RadioField<Values>
            name="cardlength"
            label={t('accessSetup.cardlength')}
            numeric
            options={CARD_LENGTHS.map((n) => ({ value: n, label: t('accessSetup.bytes', { count: n }) }))}
          />
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend {...SECTION}>{t('accessSetup.hardware')}</Fieldset.Legend>
        <Fieldset.Content>
          <SwitchField<Values> name="tamperalarm" label={t('accessSetup.tamperalarm')} />
          <SwitchField<Values> name="power12v" label={t('accessSetup.power12v')} />
        </Fieldset.Content>
      </Fieldset.Root>
    </>
  );
}

/** Access Setup (SPEC §3 Access): relay, door sensor, Wiegand output, card format, tamper alarm, 12 V. */
export default function AccessSetup() {
  const { t } = useTranslation('accessControl');
  const form = useSettingsForm({
    query: useAccessGroupQuery(),
    mutation: useSaveAccessGroupMutation(),
    // The schema leaves out the door schedules, so a save sends only this screen's fields
    // and the device keeps the schedules as they are.
    schema,
  });
  return (
    <Page title={t('accessControl:menu.accessSetup')}>
      <SettingsForm form={form} label={t('accessControl:menu.accessSetup')}>
        <AccessFields />
      </SettingsForm>
    </Page>
  );
}
