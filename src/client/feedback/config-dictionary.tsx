import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { dictPage, dictSave, scoreLevels, type DictEntry } from '../../shared/api/feedback-calls';
import { DEFAULT_SCORE_LEVELS } from '../../shared/feedback/score-levels';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';
import { StatusBadgeText } from './feedback-ui';
import { DataTable, cell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';

type DictValues = {
  id?: number | undefined;
  dictType: 'category' | 'scoreLevel';
  code: string;
  name: string;
  nameEn: string;
  sort: number;
  enabled: boolean;
};

function useSaveDict() {
  const save = useCallMutation(dictSave);
  return async (values: DictValues) => {
    await save.mutateAsync({ body: values });
    void invalidateCall(dictPage);
    void invalidateCall(scoreLevels);
  };
}

/** One score level: its two names, saved on their own. */
function LevelRow({ score, entry }: { score: number; entry: DictEntry | undefined }) {
  const { t } = useTranslation();
  const fallback = DEFAULT_SCORE_LEVELS[score - 1]!;
  const save = useSaveDict();
  const form = useForm({
    resolver: zodResolver(callBody(dictSave)),
    defaultValues: {
      ...(entry ? { id: entry.id } : {}),
      dictType: 'scoreLevel' as const,
      code: String(score),
      name: entry?.name ?? fallback.name,
      nameEn: entry?.nameEn ?? fallback.nameEn,
      sort: score,
      enabled: true,
    },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save(values);
        toast.success(t('feedback.saved'));
      }}
      className="grid items-end gap-2 rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-[4rem_1fr_1fr_auto]"
    >
      <p className="text-sm font-medium text-slate-800">{t('feedback.score', { score })}</p>
      <FormField name="name" label={t('feedback.config.levels.zh')}>
        <Input maxLength={60} />
      </FormField>
      <FormField name="nameEn" label={t('feedback.config.levels.en')}>
        <Input maxLength={80} />
      </FormField>
      <SubmitButton size="sm" aria-label={`${t('feedback.save')} ${t('feedback.score', { score })}`}>
        {t('feedback.save')}
      </SubmitButton>
    </Form>
  );
}

export function LevelsTab() {
  const { t } = useTranslation();
  const list = useCall(dictPage, { body: { dictType: 'scoreLevel', pageSize: 100 } });
  if (!list.data) return <LoadState pending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.rows;
  return (
    <div className="flex max-w-3xl flex-col gap-2">
      <p className="text-sm text-slate-600">{t('feedback.config.levels.intro')}</p>
      {[1, 2, 3, 4, 5].map((score) => (
        <LevelRow key={score} score={score} entry={rows.find((row) => row.code === String(score))} />
      ))}
    </div>
  );
}

function CategoryDialog({ entry, onClose }: { entry: DictEntry | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveDict();
  const form = useForm({
    resolver: zodResolver(callBody(dictSave)),
    defaultValues: entry
      ? {
          id: entry.id,
          dictType: 'category' as const,
          code: entry.code,
          name: entry.name,
          nameEn: entry.nameEn,
          sort: entry.sort,
          enabled: entry.enabled,
        }
      : { dictType: 'category' as const, code: '', name: '', nameEn: '', sort: 0, enabled: true },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={entry ? t('feedback.config.categories.editTitle') : t('feedback.config.categories.addTitle')}
    >
      <Form
        form={form}
        onSubmit={async (values) => {
          await save(values);
          toast.success(t('feedback.saved'));
          onClose();
        }}
        className="flex flex-col gap-3"
      >
        <FormField name="code" label={t('feedback.config.categories.code')}>
          <Input maxLength={30} readOnly={Boolean(entry)} />
        </FormField>
        <FormField name="name" label={t('feedback.config.categories.zh')}>
          <Input maxLength={60} />
        </FormField>
        <FormField name="nameEn" label={t('feedback.config.categories.en')}>
          <Input maxLength={80} />
        </FormField>
        <FormField name="sort" label={t('feedback.config.categories.sort')} options={{ valueAsNumber: true }}>
          <Input type="number" min={0} max={9999} />
        </FormField>
        <label className="flex items-center gap-1.5 text-sm text-slate-700">
          <input type="checkbox" {...form.register('enabled')} />
          {t('feedback.enabled')}
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('feedback.cancel')}
          </Button>
          <SubmitButton>{t('feedback.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

export function CategoriesTab() {
  const { t } = useTranslation();
  const list = useCall(dictPage, { body: { dictType: 'category', pageSize: 100 } });
  const [editing, setEditing] = useState<DictEntry | null | 'new'>(null);
  const rows = list.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-2xl text-sm text-slate-600">{t('feedback.config.categories.intro')}</p>
        <Button onClick={() => setEditing('new')}>{t('feedback.config.categories.add')}</Button>
      </div>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('feedback.config.categories.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('feedback.config.tab.categories')}
          minWidth="min-w-[36rem]"
          head={[
            t('feedback.config.categories.code'),
            t('feedback.config.categories.zh'),
            t('feedback.config.categories.en'),
            t('feedback.config.categories.sort'),
            t('feedback.list.col.status'),
            t('feedback.actions'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} font-mono text-xs`}>{row.code}</td>
              <td className={cell}>{row.name}</td>
              <td className={cell}>{row.nameEn}</td>
              <td className={cell}>{row.sort}</td>
              <td className={cell}>
                <StatusBadgeText on={row.enabled} />
              </td>
              <td className={cell}>
                <Button size="sm" variant="secondary" onClick={() => setEditing(row)} aria-label={`${t('feedback.edit')} ${row.name}`}>
                  {t('feedback.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing !== null && <CategoryDialog entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
