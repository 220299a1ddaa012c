import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { CampaignState, RecipientState } from '../../../shared/api/mail-marketing-calls';

const TONES: Record<CampaignState | RecipientState, string> = {
  draft: 'bg-slate-100 text-slate-700',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-800',
  no_relay: 'bg-amber-100 text-amber-900',
  unsubscribed: 'bg-slate-200 text-slate-700',
};

/** A campaign's or a recipient's state as a small coloured label (the word carries it, not the colour). */
export function StateBadge({ state, recipient = false }: { state: CampaignState | RecipientState; recipient?: boolean }) {
  const { t } = useTranslation();
  const label = recipient
    ? t(`mailMarketing.recipientStates.${state as RecipientState}`)
    : t(`mailMarketing.states.${state as CampaignState}`);
  return <span className={clsx('inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap', TONES[state])}>{label}</span>;
}
