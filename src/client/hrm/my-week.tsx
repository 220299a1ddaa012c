import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { myHoliday, myWeekScheduling } from '../../shared/api/hrm-my-calls';
import { isoWeekday } from '../../shared/business/dates';
import { MY_WEEK_ANCHOR } from '../../shared/hrm/paths';
import { PER_SESSION, useCall } from '../api/use-call';
import { useLanguage } from '../i18n/i18n';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** My published shifts Monday to Sunday and my annual leave left: the figures the palette and the assistant point to. */
export function MyWeek() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const week = useCall(myWeekScheduling, { query: {} }, PER_SESSION);
  const holiday = useCall(myHoliday, undefined, PER_SESSION);
  const annual = holiday.data?.balances.find((balance) => balance.leaveType === 'annual');
  const { hash } = useLocation();
  const block = useRef<HTMLDivElement>(null);
  const loaded = Boolean(week.data);
  // 我的排班 (palette, assistant links) opens /home#home-my-week: bring the block into view once it is there.
  useEffect(() => {
    if (loaded && hash === `#${MY_WEEK_ANCHOR}`) block.current?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);
  if (!week.data) return null;
  return (
    <div id={MY_WEEK_ANCHOR} ref={block} className="flex flex-col gap-1 border-t border-slate-100 pt-2">
      <h3 className="text-sm font-medium text-slate-700">{t('scheduling.home.myWeek')}</h3>
      <ul className="flex flex-col gap-0.5">
        {week.data.days.map((day) => {
          const isToday = day.date === week.data.today;
          return (
            <li key={day.date} className={clsx('flex items-center justify-between rounded px-1 text-sm', isToday && 'bg-brand-50')}>
              <span className={isToday ? 'font-medium text-brand-700' : 'text-slate-700'}>
                {t(`scheduling.schedule.weekday.${WEEKDAYS[isoWeekday(day.date) - 1] ?? 'mon'}`)} {day.date.slice(5)}
                {isToday && <span className="sr-only"> {t('scheduling.home.today')}</span>}
              </span>
              <span className="text-slate-600">
                {day.shifts.length === 0
                  ? t('scheduling.home.noShift')
                  : day.shifts
                      .map(
                        (shift) =>
                          `${t(`scheduling.shift.${shift.shift}`)}${shift.startTime ? ` ${shift.startTime}–${shift.endTime}` : ''}${
                            day.shifts.length > 1 ? ` (${language === 'en' ? shift.groupNameEn : shift.groupName})` : ''
                          }`,
                      )
                      .join(' / ')}
              </span>
            </li>
          );
        })}
      </ul>
      {annual && <p className="mt-1 text-sm text-slate-700">{t('scheduling.home.annualLeft', { days: annual.balance })}</p>}
    </div>
  );
}
