import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import type { z } from 'zod';
import { dsrCreate, dsrPage, dsrSourceOptions } from '../../shared/api/version-calls';
import { invalidateCall, PER_SESSION, useCall, useCallMutation } from '../api/use-call';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton, TextArea } from '../ui/form';
import { Input } from '../ui/input';
import { Select } from './select';

const body = callBody(dsrCreate);
type Values = z.input<typeof body>;

/** 提需求 (dsr/create): what a person wants from the next releases, with where it comes from. */
export function DemandDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const sources = useCall(dsrSourceOptions, undefined, PER_SESSION);
  const form = useForm<Values>({ resolver: zodResolver(body), defaultValues: { title: '', content: '', source: 'internal' } });
  const create = useCallMutation(dsrCreate, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('versions.demand.title')} description={t('versions.demand.intro')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await create.mutateAsync({ body: values });
          void invalidateCall(dsrPage);
          toast.success(t('versions.demand.sent'));
          onClose();
        }}
      >
        <FormField<Values> name="title" label={t('versions.demand.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="source" label={t('versions.demand.source')}>
          <Select>
            {(sources.data ?? []).map((source) => (
              <option key={source.value} value={source.value}>
                {source.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField<Values> name="content" label={t('versions.demand.content')}>
          <TextArea rows={5} />
        </FormField>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('versions.saving')}>{t('versions.demand.submit')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
