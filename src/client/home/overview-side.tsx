import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { useLanguage } from '../i18n/i18n';
import { MyWeek } from '../hrm';
import { usePromotionLinks, useTodaySchedule } from '../shell';

/** The promotion links of my job number, with their sign-ups and a copy button. */
export function PromotionLinks() {
  const { t } = useTranslation();
  const promotion = usePromotionLinks();
  const copy = (url: string) =>
    void navigator.clipboard?.writeText(url).then(
      () => toast.success(t('overview.copied')),
      () => undefined,
    );
  return (
    <section aria-labelledby="home-promotion" className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id="home-promotion" className="font-medium text-slate-800">
        {t('overview.promotionTitle')}
      </h2>
      {promotion.links.length === 0 ? (
        <p className="text-sm text-slate-500">{t('overview.promotionNone')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {promotion.links.map((link) => (
            <li key={link.id} className="text-sm">
              <p className="text-slate-800">
                {link.title} <span className="text-xs text-slate-500">· {t('overview.signups', { count: link.signups })}</span>
              </p>
              <div className="flex items-center gap-1">
                <code className="min-w-0 flex-1 truncate text-xs text-slate-600">{link.url}</code>
                <button
                  type="button"
                  aria-label={`${t('overview.copy')} ${link.title}`}
                  onClick={() => copy(link.url)}
                  className="rounded p-1 text-slate-500 hover:bg-slate-100"
                >
                  <Copy aria-hidden size={14} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Today's rota of my shift groups (the day's scheduling column). */
export function TodaySchedule() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const schedule = useTodaySchedule();
  const groups = schedule?.groups ?? [];
  return (
    <section aria-labelledby="home-schedule" className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id="home-schedule" className="flex items-baseline justify-between font-medium text-slate-800">
        {t('overview.scheduleTitle')}
        {schedule && <span className="text-xs font-normal text-slate-500">{schedule.date}</span>}
      </h2>
      {groups.length === 0 && <p className="text-sm text-slate-500">{t('overview.scheduleNone')}</p>}
      {groups.map((group) => (
        <div key={group.groupId}>
          <h3 className="text-sm font-medium text-slate-700">{language === 'en' ? group.nameEn : group.name}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {group.shifts.map((shift) => (
              <li key={shift.staffId} className="flex items-center justify-between text-sm">
                <span className={shift.isMe ? 'font-medium text-brand-700' : 'text-slate-700'}>
                  {shift.name}
                  {shift.isMe && <span className="ml-1 rounded bg-brand-50 px-1 text-xs">{t('overview.me')}</span>}
                </span>
                <span className="text-slate-600">
                  {t(`overview.shift.${shift.shift}`)}
                  {shift.startTime && ` ${shift.startTime}–${shift.endTime}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <MyWeek />
    </section>
  );
}
