import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import {
  POPUP_TRIGGERS,
  popupConfigList,
  popupConfigSave,
  questionList,
  type PopupConfig,
  type PopupTrigger,
} from '../../shared/api/feedback-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { useLanguage } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';
import { StatusBadgeText, inputClass } from './feedback-ui';
import { DataTable, cell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';

const nullableNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

function RuleDialog({ rule, onClose }: { rule: PopupConfig | null; onClose(): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const questions = useCall(questionList).data ?? [];
  const save = useCallMutation(popupConfigSave);
  const form = useForm({
    resolver: zodResolver(callBody(popupConfigSave)),
    defaultValues: {
      ...(rule ? { id: rule.id } : {}),
      name: rule?.name ?? '',
      trigger: (rule?.trigger ?? 'signIns') as PopupTrigger,
      signInCount: rule?.signInCount ?? null,
      releaseDays: rule?.releaseDays ?? null,
      pagePath: rule?.pagePath ?? null,
      cooldownDays: rule?.cooldownDays ?? 30,
      questionId: rule?.questionId ?? null,
      enabled: rule?.enabled ?? true,
    },
  });
  const trigger = useWatch({ control: form.control, name: 'trigger' });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={rule ? t('feedback.config.popup.editTitle') : t('feedback.config.popup.addTitle')}
    >
      <Form
        form={form}
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(popupConfigList);
          toast.success(t('feedback.saved'));
          onClose();
        }}
        className="flex flex-col gap-3"
      >
        <FormField name="name" label={t('feedback.config.popup.name')}>
          <Input maxLength={60} />
        </FormField>
        <FormField name="trigger" label={t('feedback.config.popup.trigger')}>
          <select className={`${inputClass} h-10 w-full`}>
            {POPUP_TRIGGERS.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.config.popup.triggers.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
        {trigger === 'signIns' && (
          <FormField name="signInCount" label={t('feedback.config.popup.signInCount')} options={{ setValueAs: nullableNumber }}>
            <Input type="number" min={1} max={1000} />
          </FormField>
        )}
        {trigger === 'release' && (
          <FormField name="releaseDays" label={t('feedback.config.popup.releaseDays')} options={{ setValueAs: nullableNumber }}>
            <Input type="number" min={1} max={90} />
          </FormField>
        )}
        {trigger === 'page' && (
          <FormField
            name="pagePath"
            label={t('feedback.config.popup.pagePath')}
            hint={t('feedback.config.popup.pagePathHint')}
            options={{ setValueAs: (value: string | null) => (value ? value : null) }}
          >
            <Input maxLength={500} />
          </FormField>
        )}
        <FormField
          name="cooldownDays"
          label={t('feedback.config.popup.cooldownDays')}
          hint={t('feedback.config.popup.cooldownHint')}
          options={{ valueAsNumber: true }}
        >
          <Input type="number" min={0} max={365} />
        </FormField>
        <FormField name="questionId" label={t('feedback.config.popup.question')} options={{ setValueAs: nullableNumber }}>
          <select className={`${inputClass} h-10 w-full`}>
            <option value="">{t('feedback.config.popup.firstQuestion')}</option>
            {questions.map((question) => (
              <option key={question.id} value={question.id}>
                {language === 'en' ? question.contentEn : question.content}
              </option>
            ))}
          </select>
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

/** The popup rules: when the rating popover shows, and how often each showed and was answered. */
export function PopupTab() {
  const { t } = useTranslation();
  const list = useCall(popupConfigList);
  const [editing, setEditing] = useState<PopupConfig | null | 'new'>(null);
  const rows = list.data ?? [];
  const setting = (rule: PopupConfig) =>
    rule.trigger === 'signIns'
      ? t('feedback.config.popup.signInsSetting', { count: rule.signInCount ?? 0 })
      : rule.trigger === 'release'
        ? t('feedback.config.popup.releaseSetting', { days: rule.releaseDays ?? 0 })
        : t('feedback.config.popup.pageSetting', { path: rule.pagePath ?? '' });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-3xl text-sm text-slate-600">{t('feedback.config.popup.intro')}</p>
        <Button onClick={() => setEditing('new')}>{t('feedback.config.popup.add')}</Button>
      </div>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('feedback.config.popup.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('feedback.config.tab.popup')}
          head={[
            t('feedback.config.popup.name'),
            t('feedback.config.popup.trigger'),
            t('feedback.config.popup.setting'),
            t('feedback.config.popup.cooldown'),
            t('feedback.config.popup.usage'),
            t('feedback.list.col.status'),
            t('feedback.actions'),
          ]}
        >
          {rows.map((rule) => (
            <tr key={rule.id}>
              <td className={cell}>{rule.name}</td>
              <td className={`${cell} whitespace-nowrap`}>{t(`feedback.config.popup.triggers.${rule.trigger}`)}</td>
              <td className={`${cell} break-all`}>{setting(rule)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {rule.cooldownDays === 0
                  ? t('feedback.config.popup.once')
                  : t('feedback.config.popup.cooldownValue', { days: rule.cooldownDays })}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {rule.shownCount} / {rule.ratedCount}
              </td>
              <td className={cell}>
                <StatusBadgeText on={rule.enabled} />
              </td>
              <td className={cell}>
                <Button size="sm" variant="secondary" onClick={() => setEditing(rule)} aria-label={`${t('feedback.edit')} ${rule.name}`}>
                  {t('feedback.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing !== null && <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
