import { screenKeys, useTranslation } from '@tac/i18n';
import { accessGroup, WIEGAND_FORMATS, useAccessGroupQuery, useSaveAccessGroupMutation } from '@tac/goform';
import {
  contractSchema,
  Fieldset,
  NumberField,
  Page,
  RadioField,
  SelectField,
  SettingsForm,
  SwitchField,
  useContractFields,
  useSettingsForm,
} from '@tac/ui';
import type { z } from 'zod';

/** The fields of the access group this screen edits; the door schedules have their own screens. */
const fieldsShape = accessGroup.shape.omit({ normallyopen: true, normallyclose: true });
const schema = contractSchema(fieldsShape);
type Values = z.input<typeof fieldsShape>;

const RELAY_MODES = ['none', 'ring', 'dooropen'] as const;
const BYTE_ORDERS = ['big', 'little'] as const;
const CARD_LENGTHS = [4, 3] as const;
const keys = screenKeys(accessGroup.screen);

/** The four groups read as sections of the page, not as one more field label. */
const SECTION = { fontSize: 'md', fontWeight: 'semibold' } as const;

function AccessFields() {
  const { t } = useTranslation('accessControl');
  const fields = useContractFields(accessGroup);
  const applies = {
    relaydelay: fields.applies('relaydelay'),
    doorsensor: fields.applies('doorsensor'),
    sensordelay: fields.applies('sensordelay'),
    fixedwiegand: fields.applies('fixedwiegand'),
  };
  const notApplicable = t('accessSetup.notApplicable');
  return (
    <>
      <Fieldset.Root>
        <Fieldset.Legend {...SECTION}>{t('accessSetup.relay')}</Fieldset.Legend>
        <Fieldset.Content>
          <SelectField<Values>
            name="relaymode"
            label={t(keys.field('relaymode'))}
            options={RELAY_MODES.map((m) => ({ value: m, label: t(keys.option('relaymode', m)) }))}
          />
          <NumberField<Values>
            {...fields.number('relaydelay')}
            label={t(keys.field('relaydelay'))}
            disabled={!applies.relaydelay}
            helperText={applies.relaydelay ? t('accessSetup.relaydelayHelp', fields.rule('relaydelay')) : notApplicable}
          />
          <SwitchField<Values>
            name="doorsensor"
            label={t(keys.field('doorsensor'))}
            disabled={!applies.doorsensor}
            helperText={applies.doorsensor ? undefined : notApplicable}
          />
          <NumberField<Values>
            {...fields.number('sensordelay')}
            label={t(keys.field('sensordelay'))}
            disabled={!applies.sensordelay}
            helperText={
              applies.sensordelay
                ? t('accessSetup.sensordelayHelp', fields.rule('sensordelay'))
                : // With the door relay, what the delay waits for is the sensor switch just above, not the mode.
                  applies.doorsensor
                  ? t('accessSetup.sensordelayNeedsSensor')
                  : notApplicable
            }
          />
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend {...SECTION}>{t('accessSetup.wiegand')}</Fieldset.Legend>
        <Fieldset.Content>
          <SelectField<Values>
            name="wiegandformat"
            label={t(keys.field('wiegandformat'))}
            options={WIEGAND_FORMATS.map((f) => ({ value: f, label: t(keys.option('wiegandformat', f)) }))}
          />
          <NumberField<Values>
            {...fields.number('fixedwiegand')}
            label={t(keys.field('fixedwiegand'))}
            disabled={!applies.fixedwiegand}
            helperText={applies.fixedwiegand ? t('accessSetup.fixedwiegandHelp', fields.rule('fixedwiegand')) : notApplicable}
          />
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend {...SECTION}>{t('accessSetup.card')}</Fieldset.Legend>
        <Fieldset.Content>
          <RadioField<Values>
            name="byteorder"
            label={t(keys.field('byteorder'))}
            options={BYTE_ORDERS.map((o) => ({ value: o, label: t(keys.option('byteorder', o)) }))}
          />
          <RadioField<Values>
            name="cardlength"
            label={t(keys.field('cardlength'))}
            numeric
            options={CARD_LENGTHS.map((n) => ({ value: n, label: t(keys.unit('cardlength'), { count: n }) }))}
          />
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend {...SECTION}>{t('accessSetup.hardware')}</Fieldset.Legend>
        <Fieldset.Content>
          <SwitchField<Values> name="tamperalarm" label={t(keys.field('tamperalarm'))} />
          <SwitchField<Values> name="power12v" label={t(keys.field('power12v'))} />
        </Fieldset.Content>
      </Fieldset.Root>
    </>
  );
}

/** Access Setup (SPEC §3 Access): relay, door sensor and its held-open delay, Wiegand output, card format, tamper alarm, 12 V. */
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
    <Page title={t(keys.title)}>
      <SettingsForm form={form} label={t(keys.title)}>
        <AccessFields />
      </SettingsForm>
    </Page>
  );
}
