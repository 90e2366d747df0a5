import { useId } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyCount } from '@brigade/shared/admin/overview';

interface DailyChartProps {
  title: string;
  series: DailyCount[];
}

/** `YYYY-MM-DD` as a short day in the reader's language ("12 Nov"), read as a calendar date. */
function dayLabel(date: string, locale: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * One count per day as bars. The drawing is for sighted readers (hidden from assistive
 * technology); the same numbers are a visually hidden table, and the figure is named by its
 * caption. Colours are the design tokens' CSS variables, so light and dark both read well.
 */
export function DailyChart({ title, series }: DailyChartProps) {
  const { t, i18n } = useTranslation('admin');
  const captionId = useId();
  const locale = i18n.language;
  const total = series.reduce((sum, point) => sum + point.count, 0);
  return (
    <figure
      aria-labelledby={captionId}
      className="rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <figcaption id={captionId} className="font-semibold">
        {title}
        <span className="block text-sm font-normal text-muted-foreground">
          {t('admin.overview.charts.total', { count: total })}
        </span>
      </figcaption>
      {total === 0 ? (
        <p className="mt-3 flex h-56 items-center justify-center rounded-lg bg-muted p-4 text-center text-muted-foreground">
          {t('admin.overview.charts.empty')}
        </p>
      ) : (
        <div aria-hidden="true" className="mt-3 h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={series} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis
                dataKey="date"
                tickFormatter={(date: string) => dayLabel(date, locale)}
                tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
                stroke="var(--border)"
                minTickGap={16}
              />
              <YAxis
                allowDecimals={false}
                tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
                stroke="var(--border)"
              />
              <Tooltip
                cursor={{ fill: 'var(--muted)' }}
                labelFormatter={(date) => dayLabel(String(date), locale, 'long')}
                formatter={(value) => [String(value), title]}
                contentStyle={{
                  background: 'var(--popover)',
                  color: 'var(--popover-foreground)',
                  border: '1px solid var(--border)',
                  borderRadius: 8,
                }}
              />
              <Bar dataKey="count" fill="var(--primary)" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.overview.charts.day')}</th>
            <th scope="col">{t('admin.overview.charts.count')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.date}>
              <th scope="row">{dayLabel(point.date, locale, 'long')}</th>
              <td>{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
