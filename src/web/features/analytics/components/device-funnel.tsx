import type { AnalyticsReport } from '../../../../shared/analytics';
import { countFormat, formatPct } from '../../../../shared/format';
import { Panel } from '../../../components/ui/panel';
import { analyticsTexts as t } from '../texts';

/**
 * Views → leads by device class: each classified from the user agent of the browser that opened
 * the microsite or sent the form.
 */
export function DeviceFunnel({
  devices,
  kpis,
}: {
  devices: NonNullable<AnalyticsReport['devices']>;
  kpis: AnalyticsReport['kpis'];
}) {
  const widest = Math.max(1, ...devices.map((d) => d.views));
  return (
    <Panel id="device-funnel" title={t.funnelTitle} caption={t.funnelCaption}>
      <table className="w-full text-sm" data-testid="device-funnel">
        <thead>
          <tr className="border-b border-neutral-200 text-left text-xs text-neutral-600">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t.device}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t.views}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t.leads}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t.conversion}
            </th>
          </tr>
        </thead>
        <tbody>
          {devices.map((d) => (
            <tr key={d.deviceClass} className="border-b border-neutral-100">
              <th scope="row" className="py-2.5 pr-2 text-left font-semibold text-ink">
                {t.devices[d.deviceClass]}
                <div className="mt-1.5 h-1.5 w-full max-w-40 rounded-full bg-neutral-100" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-brand-500"
                    style={{ width: `${(d.views / widest) * 100}%` }}
                  />
                </div>
              </th>
              <td className="px-2 py-2.5 text-right tabular-nums">{countFormat.format(d.views)}</td>
              <td className="px-2 py-2.5 text-right tabular-nums">{countFormat.format(d.leads)}</td>
              <td className="py-2.5 pl-2 text-right font-semibold text-ink tabular-nums">
                {formatPct(d.conversionPct)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="text-ink">
            <th scope="row" className="pt-2.5 pr-2 text-left font-semibold">
              {t.total}
            </th>
            <td className="px-2 pt-2.5 text-right font-semibold tabular-nums">
              {countFormat.format(kpis.views)}
            </td>
            <td className="px-2 pt-2.5 text-right font-semibold tabular-nums">
              {countFormat.format(kpis.leads)}
            </td>
            <td className="pt-2.5 pl-2 text-right font-semibold tabular-nums">
              {formatPct(kpis.conversionPct)}
            </td>
          </tr>
        </tfoot>
      </table>
    </Panel>
  );
}
