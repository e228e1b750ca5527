import { isRtl, useLocaleFormat, useTranslation } from '@tac/i18n';
import { chakra, Box, Flex, Table, Text } from '@tac/ui';

export interface Series {
  label: string;
  /** A Chakra colour token, e.g. 'brand.solid'. */
  color: string;
  values: number[];
}

export interface BarChartProps {
  /** What the chart shows, read by screen readers in place of the drawing. */
  summary: string;
  /** One label per bar group (the days). */
  labels: string[];
  series: Series[];
  /** Heading of the first column of the text alternative. */
  labelHeader: string;
  dataLabel: string;
}

const W = 640;
const H = 200;
const AXIS = 28;
const TOP = 8;

const Rect = chakra('rect');
const Line = chakra('line');
const SvgText = chakra('text');

/**
 * A small grouped bar chart drawn as inline SVG (no charting library for two charts), with
 * a legend and the same figures as a table for those who cannot see it. In right-to-left
 * languages time runs from right to left and the value axis stands on the right.
 */
export function BarChart({ summary, labels, series, labelHeader, dataLabel }: BarChartProps) {
  const { i18n } = useTranslation();
  const { number } = useLocaleFormat();
  const rtl = isRtl(i18n.language);
  // The drawing is laid out left to right, then each x (of a box `width` wide) is mirrored.
  const px = (x: number, width = 0) => (rtl ? W - x - width : x);
  const start = rtl ? 'start' : 'end';
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const groupWidth = (W - AXIS) / Math.max(1, labels.length);
  const barWidth = Math.max(1, (groupWidth * 0.8) / series.length);
  const y = (v: number) => TOP + (H - AXIS - TOP) * (1 - v / max);
  // A label every few days, so they never overlap.
  const every = Math.ceil(labels.length / 8);
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {summary}
      </Text>
      <Flex gap="4" wrap="wrap" fontSize="xs" mb="1" aria-hidden="true">
        {series.map((s) => (
          <Flex key={s.label} align="center" gap="1">
            <Box w="3" h="3" bg={s.color} rounded="sm" />
            {s.label}
          </Flex>
        ))}
      </Flex>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary} direction="ltr">
        <Line x1={px(AXIS)} x2={px(W)} y1={H - AXIS} y2={H - AXIS} stroke="border.emphasized" />
        <SvgText x={px(AXIS - 4)} y={TOP + 8} textAnchor={start} fontSize="10px" fill="fg.muted">
          {number(max)}
        </SvgText>
        <SvgText x={px(AXIS - 4)} y={H - AXIS} textAnchor={start} fontSize="10px" fill="fg.muted">
          {number(0)}
        </SvgText>
        {labels.map((label, i) => {
          const x0 = AXIS + i * groupWidth + groupWidth * 0.1;
          return (
            <g key={label}>
              {series.map((s, k) => {
                const v = s.values[i] ?? 0;
                return (
                  <Rect key={s.label} x={px(x0 + k * barWidth, barWidth)} y={y(v)} width={barWidth} height={H - AXIS - y(v)} fill={s.color}>
                    <title>{`${label} ${s.label}: ${number(v)}`}</title>
                  </Rect>
                );
              })}
              {i % every === 0 && (
                <SvgText x={px(x0 + (barWidth * series.length) / 2)} y={H - AXIS + 14} textAnchor="middle" fontSize="10px" fill="fg.muted">
                  {label}
                </SvgText>
              )}
            </g>
          );
        })}
      </svg>
      <chakra.details mt="2" fontSize="sm">
        <chakra.summary cursor="pointer">{dataLabel}</chakra.summary>
        <Table.ScrollArea maxH="60" mt="2">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{labelHeader}</Table.ColumnHeader>
                {series.map((s) => (
                  <Table.ColumnHeader key={s.label} textAlign="end">
                    {s.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {labels.map((label, i) => (
                <Table.Row key={label}>
                  <Table.Cell>{label}</Table.Cell>
                  {series.map((s) => (
                    <Table.Cell key={s.label} textAlign="end">
                      {number(s.values[i] ?? 0)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </chakra.details>
    </Box>
  );
}
