import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import type { z } from 'zod';
import { dictionaryItemSave, dictionaryItems, dictionaryTypes, type DictionaryItemRow } from '../../shared/api/dictionary-calls';
import { invalidateCall, useCallMutation } from '../api/use-call';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';

const saveBody = callBody(dictionaryItemSave);
type SaveValues = z.input<typeof saveBody>;

/** Adds an item to a dictionary (row null) or edits one. */
export function ItemDialog({ typeId, row, onClose }: { typeId: number; row: DictionaryItemRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<SaveValues>({
    resolver: zodResolver(saveBody),
    defaultValues: row
      ? { id: row.id, typeId, code: row.code, label: row.label, labelEn: row.labelEn, enabled: row.enabled }
      : { typeId, code: '', label: '', labelEn: '', enabled: true },
  });
  const save = useCallMutation(dictionaryItemSave, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t(row ? 'dictionaries.editItem' : 'dictionaries.newItem')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          const saved = await save.mutateAsync({ body: values });
          toast.success(t('dictionaries.saved', { name: saved.label }));
          void invalidateCall(dictionaryItems);
          void invalidateCall(dictionaryTypes);
          onClose();
        }}
      >
        <FormField<SaveValues> name="code" label={t('dictionaries.code')} hint={t('dictionaries.codeHint')}>
          <Input autoComplete="off" className="font-mono" />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<SaveValues> name="label" label={t('dictionaries.label')}>
            <Input autoComplete="off" />
          </FormField>
          <FormField<SaveValues> name="labelEn" label={t('dictionaries.labelEn')}>
            <Input autoComplete="off" />
          </FormField>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...form.register('enabled')} />
          {t('dictionaries.enabled')}
        </label>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('dictionaries.saving')}>{t('dictionaries.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
