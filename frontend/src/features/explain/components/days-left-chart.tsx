import { LineChart } from '@mui/x-charts/LineChart';

import type { DaysComingBack } from '@app/schengen-rules';

export interface DaysLeftChartProps {
  answer: DaysComingBack;
  /** The series' name and the axis' date writer, in the reader's language. */
  seriesLabel: string;
  formatDay: (date: string) => string;
}

/**
 * The days left of 90 from the baseline through 180 days later, as a step line (MUI X Charts):
 * one point on the baseline and one on each date days come back. Loaded on its own (React.lazy),
 * so no page waits for the chart library.
 */
export default function DaysLeftChart({ answer, seriesLabel, formatDay }: DaysLeftChartProps) {
  const points = [
    { date: answer.from, daysLeft: answer.daysLeft },
    ...answer.regains.map((regain) => ({ date: regain.date, daysLeft: regain.daysLeftAfter })),
    {
      date: answer.through,
      daysLeft: answer.regains.at(-1)?.daysLeftAfter ?? answer.daysLeft,
    },
  ];
  return (
    <LineChart
      height={220}
      skipAnimation
      hideLegend
      xAxis={[
        {
          scaleType: 'time',
          data: points.map((point) => new Date(`${point.date}T00:00:00Z`)),
          valueFormatter: (value: Date) => formatDay(value.toISOString().slice(0, 10)),
          tickNumber: 4,
        },
      ]}
      yAxis={[{ min: 0, max: 90 }]}
      series={[
        {
          data: points.map((point) => point.daysLeft),
          curve: 'stepAfter',
          label: seriesLabel,
          showMark: false,
        },
      ]}
    />
  );
}
