import { keepPreviousData } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import {
  groupList,
  pushScheduling,
  schedulingEdit,
  schedulingPage,
  syncScheduling,
  todayScheduling,
  updateNotify,
  type CellEdit,
  type Shift,
  SHIFTS,
} from '../../shared/api/hrm-calls';
import { addDays, shanghaiDate, weekStart } from '../../shared/business/dates';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { useLanguage } from '../i18n/i18n';
import { Button } from '../ui/button';
import { input } from './hrm-ui';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';
import { ScheduleGrid, SHIFT_KEYS, SHIFT_STYLE, selectionEdits, type Selection } from './schedule-grid';
import { ScheduleTags } from './schedule-tags';

const refreshAll = () => Promise.all([invalidateCall(schedulingPage), invalidateCall(groupList), invalidateCall(todayScheduling)]);

/** /businessOperations/schedule: a group's month, people × days; assign, tag, copy last week, publish, sync. */
export default function SchedulePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const groups = useCall(groupList);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [month, setMonth] = useState(() => shanghaiDate(new Date()).slice(0, 7));
  const [selection, setSelection] = useState<Selection | null>(null);
  const [tagId, setTagId] = useState<number | null>(null);
  const current = groupId ?? groups.data?.[0]?.groupId ?? null;
  const group = groups.data?.find((row) => row.groupId === current);
  const page = useCall(schedulingPage, current ? { body: { groupId: current, yearMonth: month } } : null, {
    placeholderData: keepPreviousData,
  });
  const data = page.data && page.data.groupId === current && page.data.yearMonth === month ? page.data : undefined;

  const edit = useCallMutation(schedulingEdit, { onSuccess: refreshAll });
  const publish = useCallMutation(pushScheduling, {
    onSuccess: async (answer) => {
      toast.success(t('scheduling.schedule.published', { days: answer.changedDays, people: answer.notifiedPeople }));
      await refreshAll();
    },
  });
  const sync = useCallMutation(syncScheduling, {
    onSuccess: (answer) => toast.success(t('scheduling.schedule.synced', answer)),
  });
  const notify = useCallMutation(updateNotify, { onSuccess: () => invalidateCall(groupList) });

  const apply = (cells: CellEdit[]) => {
    if (!current || cells.length === 0) return;
    edit.mutate(
      { body: { groupId: current, cells } },
      { onSuccess: (answer) => toast.success(t('scheduling.schedule.saved', { count: answer.changed })) },
    );
  };
  const applyShift = (shift: Shift | null) => data && selection && apply(selectionEdits(data, selection, { shift }));
  const applyTag = (tag: number | null) => data && selection && apply(selectionEdits(data, selection, { tagId: tag }));

  const onKeyAction = (event: KeyboardEvent<HTMLTableElement>): boolean => {
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    const key = event.key.toLowerCase();
    const shift = SHIFT_KEYS[key];
    if (shift) return (applyShift(shift), true);
    if (key === 'delete' || key === 'backspace' || key === '0') return (applyShift(null), true);
    if (key === 't') return (applyTag(event.shiftKey ? null : tagId), true);
    return false;
  };

  // The week to fill: the one holding the focused day, else the first whole week of the month.
  const focusDay = data && selection ? data.days[selection.focus.col] : undefined;
  const targetWeek = weekStart(focusDay ?? `${month}-01`);
  const copyWeek = () =>
    current &&
    edit.mutate(
      { body: { groupId: current, copyWeek: targetWeek } },
      { onSuccess: (answer) => toast.success(t('scheduling.schedule.copied', { count: answer.changed })) },
    );
  const syncRange = () => {
    const today = shanghaiDate(new Date());
    const from = `${month}-01`;
    const last = data?.days.at(-1) ?? from;
    const to = last < today ? last : today;
    if (current && from <= to) sync.mutate({ body: { groupId: current, from, to } });
  };

  const groupName = group ? (language === 'en' ? group.nameEn : group.name) : '';
  const pending = data?.pendingChanges ?? group?.pendingChanges ?? 0;
  return (
    <PageFrame
      title={t('scheduling.schedule.title')}
      intro={t('scheduling.schedule.intro')}
      actions={
        group && (
          <>
            <Button variant="secondary" size="sm" disabled={sync.isPending} onClick={syncRange}>
              {t('scheduling.schedule.sync')}
            </Button>
            <Button
              size="sm"
              disabled={publish.isPending || pending === 0}
              onClick={() => current && publish.mutate({ body: { groupId: current } })}
            >
              {pending > 0 ? t('scheduling.schedule.publishCount', { count: pending }) : t('scheduling.schedule.nothingToPublish')}
            </Button>
          </>
        )
      }
    >
      <LoadState
        pending={groups.isPending}
        error={groups.error}
        onRetry={() => void groups.refetch()}
        empty={groups.data?.length === 0}
        emptyText={t('scheduling.schedule.noGroups')}
      />
      {group && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-xs text-slate-600">
            {t('scheduling.schedule.group')}
            <select
              className={input}
              value={current ?? ''}
              onChange={(event) => (setGroupId(Number(event.target.value)), setSelection(null))}
            >
              {groups.data?.map((row) => (
                <option key={row.groupId} value={row.groupId}>
                  {language === 'en' ? row.nameEn : row.name}（{t('scheduling.schedule.members', { count: row.memberCount })}）
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-slate-600">
            {t('scheduling.schedule.month')}
            <input
              type="month"
              className={input}
              value={month}
              onChange={(event) => event.target.value && (setMonth(event.target.value), setSelection(null))}
            />
          </label>
          <label className="flex h-9 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={group.notify}
              disabled={notify.isPending}
              onChange={(event) => notify.mutate({ body: { groupId: group.groupId, notify: event.target.checked } })}
            />
            {t('scheduling.schedule.notify')}
          </label>
          <p className="flex h-9 items-center text-xs text-slate-600">
            {t('scheduling.schedule.restRule', { hours: group.minRestHours })} ·{' '}
            {group.lastPublishedAt
              ? t('scheduling.schedule.lastPublished', {
                  at: new Date(group.lastPublishedAt).toLocaleString(language === 'en' ? 'en-GB' : 'zh-CN'),
                })
              : t('scheduling.schedule.neverPublished')}
          </p>
        </div>
      )}
      {group && (
        <div
          role="toolbar"
          aria-label={t('scheduling.schedule.brush')}
          className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-2 ring-1 ring-slate-200"
        >
          {SHIFTS.map((shift, index) => (
            <button
              key={shift}
              type="button"
              disabled={!selection || edit.isPending}
              onClick={() => applyShift(shift)}
              className={`h-8 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 ${SHIFT_STYLE[shift]}`}
            >
              {t(`scheduling.shift.${shift}`)} <kbd className="ml-1 text-xs opacity-70">{index + 1}</kbd>
            </button>
          ))}
          <Button size="sm" variant="secondary" disabled={!selection || edit.isPending} onClick={() => applyShift(null)}>
            {t('scheduling.schedule.clear')}
          </Button>
          <span aria-hidden className="mx-1 h-6 w-px bg-slate-200" />
          <label className="flex items-center gap-1 text-sm text-slate-700">
            {t('scheduling.schedule.tag')}
            <select
              className={input}
              value={tagId ?? ''}
              onChange={(event) => setTagId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t('scheduling.schedule.noTag')}</option>
              {data?.tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" variant="secondary" disabled={!selection || !tagId || edit.isPending} onClick={() => applyTag(tagId)}>
            {t('scheduling.schedule.applyTag')}
          </Button>
          <Button size="sm" variant="ghost" disabled={!selection || edit.isPending} onClick={() => applyTag(null)}>
            {t('scheduling.schedule.removeTag')}
          </Button>
          <span aria-hidden className="mx-1 h-6 w-px bg-slate-200" />
          <Button
            size="sm"
            variant="secondary"
            disabled={edit.isPending}
            title={t('scheduling.schedule.copyWeekHint', { from: addDays(targetWeek, -7), to: targetWeek })}
            onClick={copyWeek}
          >
            {t('scheduling.schedule.copyWeek')}
          </Button>
        </div>
      )}
      {group && <p className="text-xs text-slate-600">{t('scheduling.schedule.brushHint')}</p>}
      {current && !data && <LoadState pending={page.isPending || page.isFetching} error={page.error} onRetry={() => void page.refetch()} />}
      {data && data.people.length === 0 && (
        <LoadState pending={false} error={null} onRetry={() => undefined} empty emptyText={t('scheduling.schedule.noMembers')} />
      )}
      {data && data.people.length > 0 && (
        <>
          <ScheduleGrid data={data} groupName={groupName} selection={selection} onSelect={setSelection} onKeyAction={onKeyAction} />
          <p className="flex flex-wrap gap-4 text-xs text-slate-600">
            <span>{t('scheduling.schedule.legendPending')}</span>
            <span>{t('scheduling.schedule.legendConflict')}</span>
            {data.conflicts.length > 0 && (
              <span role="status" className="font-medium text-red-700">
                {t('scheduling.schedule.conflicts', { count: data.conflicts.length })}
              </span>
            )}
          </p>
          <ScheduleTags groupId={data.groupId} tags={data.tags} />
        </>
      )}
    </PageFrame>
  );
}
