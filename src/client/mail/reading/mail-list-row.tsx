import { Paperclip, Star } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailRow } from '../../../shared/api/mail-reading-calls';
import { rowParty, rowPartyShort, rowSubject, rowTime } from './mail-row-display';

interface RowProps {
  row: MailRow;
  active: boolean;
  selected: boolean;
  onSelect(on: boolean): void;
  onOpen(): void;
  onFocus(): void;
  onStar(): void;
}

/** One message of a list: checkbox, star, who, subject with snippet, icons and time; unread in bold. */
export const MailListRow = forwardRef<HTMLElement, RowProps>(function MailListRow(
  { row, active, selected, onSelect, onOpen, onFocus, onStar },
  ref,
) {
  const { t, i18n } = useTranslation();
  const subject = rowSubject(row.subject);
  const unread = !row.seen && row.detailsType !== 1;
  return (
    <li
      className={`flex items-start gap-2 px-2 py-2 text-sm sm:items-center ${selected ? 'bg-brand-50' : unread ? 'bg-white' : 'bg-slate-50'} ${active ? 'ring-2 ring-inset ring-brand-300' : ''}`}
    >
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 sm:mt-0"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('mailReading.list.selectRow', { subject })}
      />
      <button
        type="button"
        onClick={onStar}
        aria-pressed={row.starred}
        aria-label={row.starred ? t('mailReading.list.unstar') : t('mailReading.list.star')}
        className={`shrink-0 px-1 text-base leading-none ${row.starred ? 'text-amber-500' : 'text-slate-400 hover:text-slate-600'}`}
      >
        <Star size={16} aria-hidden fill={row.starred ? 'currentColor' : 'none'} />
      </button>
      <a
        ref={ref as React.Ref<HTMLAnchorElement>}
        href={`/message/email/details?id=${row.id}&detailsType=${row.detailsType}`}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
        onFocus={onFocus}
        title={rowParty(row)}
        className="flex min-w-0 flex-1 flex-col gap-0.5 rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:gap-3"
      >
        <span className={`w-full shrink-0 truncate sm:w-44 ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
          {unread && <span className="sr-only">{t('mailReading.list.unread')} </span>}
          {row.detailsType === 1 ? t('mailReading.list.to', { who: rowPartyShort(row) }) : rowPartyShort(row)}
        </span>
        <span className="min-w-0 flex-1 truncate">
          <span className={unread ? 'font-semibold text-slate-900' : 'text-slate-800'}>{subject}</span>
          {row.snippet && <span className="text-slate-500"> — {row.snippet}</span>}
        </span>
        {row.deliveryState && row.deliveryState !== 'sent' && row.deliveryState !== 'delivered' && (
          <span className="shrink-0 rounded bg-amber-100 px-1.5 text-xs text-amber-900">
            {t(`mailReading.list.delivery.${row.deliveryState}`, row.deliveryState)}
          </span>
        )}
      </a>
      <span className="flex shrink-0 items-center gap-2 text-xs text-slate-600">
        {row.hasAttachments && (
          <span title={t('mailReading.list.attachment')}>
            <Paperclip size={14} aria-hidden />
            <span className="sr-only">{t('mailReading.list.attachment')}</span>
          </span>
        )}
        <time dateTime={row.receiveTime} className={unread ? 'font-semibold text-slate-900' : undefined}>
          {rowTime(row.receiveTime, new Date(), i18n.language)}
        </time>
      </span>
    </li>
  );
});
