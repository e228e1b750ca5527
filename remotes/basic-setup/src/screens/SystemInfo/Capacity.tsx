import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Box, Flex, Progress, SimpleGrid, Text } from '@tac/ui';
import type { SystemInfo } from '@tac/goform';

/** A capacity: how many are stored against the model's maximum, and the sensor it needs (funOption). */
const CAPACITIES = [
  { key: 'users', count: 'UserCount', max: 'MaxUser' },
  { key: 'fingerprints', count: 'FPCount', max: 'MaxFP', needs: 'FP' },
  { key: 'faces', count: 'FaceCount', max: 'MaxFACE', needs: 'FACE' },
  { key: 'irises', count: 'IRISCount', max: 'MaxIRIS', needs: 'IRIS' },
  { key: 'records', count: 'RecordCount', max: 'MaxRecord' },
] as const satisfies readonly {
  key: string;
  count: keyof SystemInfo;
  max: keyof SystemInfo;
  needs?: keyof SystemInfo['funOption'];
}[];

/** From this share on a bar turns amber, then red at 95 %, so a nearly full device stands out. */
const WARN_AT = 0.8;
const FULL_AT = 0.95;

function palette(used: number, max: number): string {
  const share = used / max;
  return share >= FULL_AT ? 'red' : share >= WARN_AT ? 'orange' : 'brand';
}

/** The capacity use as bars, each only when the model has the sensor and a maximum (SPEC §3 info dialog). */
export function Capacity({ info }: { info: SystemInfo }) {
  const { t } = useTranslation('basicSetup');
  const { number } = useLocaleFormat();
  const shown = CAPACITIES.filter(
    (c) => info[c.max] > 0 && (!('needs' in c) || info.funOption?.[c.needs] === 1),
  );
  if (shown.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="capacity-title" maxW="2xl" mb="8">
      <Text id="capacity-title" fontWeight="semibold" mb="3">
        {t('systemInfo.capacity.title')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {shown.map((c) => {
          const used = Math.min(info[c.count], info[c.max]);
          const label = t(`systemInfo.capacity.${c.key}`);
          const text = t('systemInfo.capacity.used', {
            used: number(info[c.count]),
            max: number(info[c.max]),
          });
          return (
            <Progress.Root key={c.key} value={used} max={info[c.max]} colorPalette={palette(used, info[c.max])}>
              <Flex justify="space-between" gap="3" mb="1">
                <Progress.Label>{label}</Progress.Label>
                {/* dir=auto: an English "12 of 10,000" stays in order inside a right-to-left page. */}
                <Text textStyle="sm" color="fg.muted" dir="auto">
                  {text}
                </Text>
              </Flex>
              <Progress.Track aria-label={label} aria-valuetext={text}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
