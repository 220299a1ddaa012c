import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProcessInput } from '../../../shared/api/workflow-process-calls';
import { selectServiceName } from '../../../shared/api/workflow-process-calls';
import { useCall } from '../../api/use-call';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { Select } from './select';

const nullableId = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
const nullableText = (value: unknown) => (value === '' || value === null || value === undefined ? null : String(value));

/** The process's names, group, bound form and the business effect applied on final approval. */
export function ProcessBasics({ forms }: { forms: readonly { id: number; name: string; nameEn: string }[] }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const services = useCall(selectServiceName);
  const { watch } = useFormContext<ProcessInput>();
  const service = services.data?.find((s) => s.name === watch('serviceName'));
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <FormField<ProcessInput> name="code" label={t('workflowDesign.basics.code')} hint={t('workflowDesign.basics.codeHint')}>
        <Input readOnly className="bg-slate-50" />
      </FormField>
      <FormField<ProcessInput> name="groupName" label={t('workflowDesign.basics.group')}>
        <Input autoComplete="off" />
      </FormField>
      <FormField<ProcessInput> name="name" label={t('workflowDesign.basics.name')}>
        <Input autoComplete="off" />
      </FormField>
      <FormField<ProcessInput> name="nameEn" label={t('workflowDesign.basics.nameEn')}>
        <Input autoComplete="off" />
      </FormField>
      <FormField<ProcessInput>
        name="formId"
        label={t('workflowDesign.basics.form')}
        options={{ setValueAs: nullableId }}
        hint={t('workflowDesign.basics.formHint')}
      >
        {/* A new element once the options are there, so the registered value is selected in it. */}
        <Select key={forms.length}>
          <option value="">{t('workflowDesign.basics.noForm')}</option>
          {forms.map((form) => (
            <option key={form.id} value={form.id}>
              {english ? form.nameEn : form.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField<ProcessInput>
        name="serviceName"
        label={t('workflowDesign.basics.service')}
        options={{ setValueAs: nullableText }}
        hint={
          service?.requires.length
            ? t('workflowDesign.basics.serviceNeeds', { fields: service.requires.map((r) => `${r.key} (${r.type})`).join(', ') })
            : t('workflowDesign.basics.serviceHint')
        }
      >
        <Select key={services.data?.length ?? 0}>
          <option value="">{t('workflowDesign.basics.noService')}</option>
          {(services.data ?? []).map((s) => (
            <option key={s.name} value={s.name}>
              {s.title}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
