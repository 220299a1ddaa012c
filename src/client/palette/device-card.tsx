import { Cpu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PortView } from '../../shared/api/device-calls';
import type { PalettePage } from './palette-types';

/** The port a nested page is about: its action panel or the confirmation of one of its actions. */
export function devicePortOf(page: PalettePage | null): PortView | null {
  if (page?.type === 'deviceConfirm') return page.port;
  if (page?.type === 'actions' && page.subject.target.type === 'device') return page.subject.target.port;
  return null;
}

/** A port's card above its actions: where it is, its state, its SIM — what one checks before restarting it. */
export function DeviceCard({ port }: { port: PortView }) {
  const { t } = useTranslation();
  const none = t('palette.device.none');
  const rows: [string, string][] = [
    [t('palette.device.state'), t(`devices.portState.${port.state}`)],
    [t('palette.device.bank'), `${port.bankName} (${port.bankCode})`],
    [t('palette.device.server'), port.serverName],
    [t('palette.device.imei'), port.imei ?? none],
    [t('palette.device.number'), port.msisdn ?? none],
    [t('palette.device.balance'), port.balance ?? none],
  ];
  return (
    <section
      aria-label={t('palette.device.card', { label: port.label })}
      className="flex shrink-0 items-start gap-3 border-b border-slate-200 px-4 py-3"
    >
      <Cpu aria-hidden size={36} className="shrink-0 rounded-md bg-slate-100 p-1.5 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span className="break-all">{port.label}</span>
          {port.simulated && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-normal text-amber-800">{t('palette.device.simulated')}</span>
          )}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-500">{term}</dt>
              <dd className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
