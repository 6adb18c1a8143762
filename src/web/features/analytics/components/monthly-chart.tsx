import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '../../../../shared/analytics';
import { countFormat } from '../../../../shared/format';
import { monthLabel, monthLongLabel } from '../format';
import { analyticsTexts as t } from '../texts';

const COLORS = { views: '#e56665', leads: '#0f766e' } as const;
const TICK = { fill: '#525252', fontSize: 12 };

/**
 * Scans and leads per month, as grouped bars (recharts; this module is loaded only by the
 * analytics page). The drawing is hidden from assistive technology: the table beside it has
 * the same figures. Not animated: the figures are there at once, and motion helps nobody here.
 */
export default function MonthlyChart({ monthly }: { monthly: AnalyticsReport['monthly'] }) {
  const data = monthly.map((m) => ({ ...m, label: monthLabel(m.month), long: monthLongLabel(m.month) }));
  return (
    <>
      <div aria-hidden="true" className="h-64 w-full sm:h-72" data-testid="monthly-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
            barGap={2}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="#e5e5e5" />
            <XAxis dataKey="label" tickLine={false} axisLine={false} tick={TICK} interval={0} />
            <YAxis
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              tick={TICK}
              width={52}
              tickFormatter={(v: number) => countFormat.format(v)}
            />
            <Tooltip
              cursor={{ fill: '#f5f5f5' }}
              labelFormatter={(_, payload) => payload?.[0]?.payload?.long ?? ''}
              formatter={(value) => countFormat.format(Number(value))}
            />
            <Legend
              iconType="circle"
              wrapperStyle={{ fontSize: 13 }}
              formatter={(value) => <span style={{ color: '#404040' }}>{value}</span>}
            />
            <Bar
              dataKey="views"
              name={t.views}
              fill={COLORS.views}
              radius={[4, 4, 0, 0]}
              maxBarSize={36}
              isAnimationActive={false}
            />
            <Bar
              dataKey="leads"
              name={t.leads}
              fill={COLORS.leads}
              radius={[4, 4, 0, 0]}
              maxBarSize={36}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t.chartCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.month}</th>
            <th scope="col">{t.views}</th>
            <th scope="col">{t.leads}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.long}</th>
              <td>{countFormat.format(m.views)}</td>
              <td>{countFormat.format(m.leads)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
