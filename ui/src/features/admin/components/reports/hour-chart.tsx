import type { ReportFigures } from '@contract/reports';
import { BarChart } from '@/components/charts/bar-chart';
import { formatYen } from '@/i18n/format';

export interface HourChartProps {
  hours: ReportFigures['hours'];
  label: string;
  hourLabel: (hour: number) => string;
}

/** 時間帯別売上: one bar per hour of the business day (5時 to 翌4時), every third hour named. */
export function HourChart({ hours, label, hourLabel }: HourChartProps) {
  return (
    <BarChart
      label={label}
      labelEvery={3}
      bars={hours.map((h) => ({
        key: h.hour,
        label: hourLabel(h.hour),
        value: h.sales,
        title: `${hourLabel(h.hour)} ${formatYen(h.sales)}（${h.bills}件）`,
      }))}
    />
  );
}
