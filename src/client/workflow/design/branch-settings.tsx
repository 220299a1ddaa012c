import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, type FormField } from '../../../shared/api/workflow-form';
import { APPLICANT_DEPT, exclusiveNode, type Condition, type ConditionBranch } from '../../../shared/api/workflow-graph';
import { Button } from '../../ui/button';
import { Form, FormField as BoundField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { fieldLabel, type DesignerLookup } from './designer-lookup';
import { Select } from './select';

/** The branch part of the process schema: a name and at least one condition. */
const branchSchema = exclusiveNode.shape.branches.element.pick({ name: true, conditions: true });
type BranchValues = Pick<ConditionBranch, 'name' | 'conditions'>;

const NUMERIC_OPS = ['gte', 'gt', 'lte', 'lt', 'eq', 'ne'] as const;
const CHOICE_OPS = ['eq', 'ne', 'in'] as const;
const LIST_SPLIT = /[,，、;；]\s*/;

/** What a condition may test: each plain field, a money field's amount and currency, the applicant's department. */
export function conditionFields(fields: readonly FormField[]): { key: string; numeric: boolean; field?: FormField }[] {
  const result: { key: string; numeric: boolean; field?: FormField }[] = [];
  for (const field of fields) {
    if (field.type === 'detail' || field.type === 'attachment' || field.type === 'textarea' || field.type === 'dateRange') continue;
    result.push({ key: field.key, numeric: field.type === 'money' || field.type === 'number', field });
    if (field.type === 'money') result.push({ key: `${field.key}.currency`, numeric: false, field });
  }
  result.push({ key: APPLICANT_DEPT, numeric: false });
  return result;
}

/** Commas in an "is one of" value make a list, as the server's `in` expects. */
function normalise(condition: Condition): Condition {
  if (condition.op !== 'in' || Array.isArray(condition.value)) return condition;
  return { ...condition, value: condition.value.split(LIST_SPLIT).filter(Boolean) };
}

/** The drawer of a condition branch: its name and the conditions that must all hold. */
export function BranchSettings({
  branch,
  lookup,
  onApply,
  onCancel,
}: {
  branch: ConditionBranch;
  lookup: DesignerLookup;
  onApply(values: BranchValues): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const form = useForm<BranchValues>({
    resolver: zodResolver(branchSchema),
    defaultValues: {
      name: branch.name,
      conditions: branch.conditions.map((c) => ({ ...c, value: Array.isArray(c.value) ? c.value.join(', ') : c.value })),
    },
  });
  const list = useFieldArray({ control: form.control, name: 'conditions' });
  const options = conditionFields(lookup.fields);
  const conditionsError = form.formState.errors.conditions;
  const apply = (values: BranchValues) => {
    const blank = values.conditions.findIndex((c) => (Array.isArray(c.value) ? c.value.join('') : c.value).trim() === '');
    if (blank >= 0) {
      form.setError(`conditions.${blank}.value`, { message: 'workflowDesign.problem.conditionIncomplete' }, { shouldFocus: true });
      return;
    }
    onApply({ ...values, conditions: values.conditions.map(normalise) });
  };
  return (
    <Form form={form} onSubmit={(values) => apply(values)} className="flex flex-col gap-5 p-5">
      <BoundField<BranchValues> name="name" label={t('workflowDesign.branch.name')}>
        <Input autoComplete="off" />
      </BoundField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('workflowDesign.branch.conditions')}</legend>
        <p className="text-xs text-slate-500">{t('workflowDesign.branch.allMustHold')}</p>
        {list.fields.map((item, index) => (
          <ConditionRow key={item.id} index={index} lookup={lookup} options={options} onRemove={() => list.remove(index)} />
        ))}
        {(conditionsError?.root ?? (conditionsError && !Array.isArray(conditionsError) ? conditionsError : null)) && (
          <p role="alert" className="text-xs text-red-600">
            {t('workflowDesign.problem.noCondition')}
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => list.append({ field: options[0]?.key ?? APPLICANT_DEPT, op: options[0]?.numeric ? 'gte' : 'eq', value: '' })}
        >
          <Plus size={14} aria-hidden />
          {t('workflowDesign.branch.addCondition')}
        </Button>
      </fieldset>
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-200 bg-white pt-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('workflowDesign.cancel')}
        </Button>
        <SubmitButton>{t('workflowDesign.apply')}</SubmitButton>
      </div>
    </Form>
  );
}

function ConditionRow({
  index,
  lookup,
  options,
  onRemove,
}: {
  index: number;
  lookup: DesignerLookup;
  options: ReturnType<typeof conditionFields>;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const { register, control, setValue, getFieldState, formState } = useFormContext<BranchValues>();
  const condition = useWatch({ control, name: `conditions.${index}` });
  const picked = options.find((option) => option.key === condition.field);
  const ops = picked?.numeric ? NUMERIC_OPS : CHOICE_OPS;
  const valueError = getFieldState(`conditions.${index}.value`, formState).error;
  const label = t('workflowDesign.branch.conditionN', { n: index + 1 });
  const currencies = picked?.field?.type === 'money' ? (picked.field.currencies?.length ? picked.field.currencies : CURRENCY_CODES) : [];
  const choices = condition.field.endsWith('.currency')
    ? currencies.map((code) => ({ value: code, label: code }))
    : picked?.field?.type === 'select'
      ? (picked.field.options ?? [])
      : null;
  return (
    <div role="group" aria-label={label} className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_auto]">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Select
          key={options.length}
          aria-label={t('workflowDesign.branch.field')}
          {...register(`conditions.${index}.field`, {
            onChange: (event: { target: { value: string } }) => {
              const next = options.find((option) => option.key === event.target.value);
              setValue(`conditions.${index}.op`, next?.numeric ? 'gte' : 'eq');
              setValue(`conditions.${index}.value`, '');
            },
          })}
        >
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {fieldLabel(lookup, option.key, t)}
            </option>
          ))}
        </Select>
        <Select aria-label={t('workflowDesign.branch.op')} {...register(`conditions.${index}.op`)}>
          {ops.map((op) => (
            <option key={op} value={op}>
              {t(`workflowDesign.op.${op}`)}
            </option>
          ))}
        </Select>
        {choices && condition.op !== 'in' ? (
          <Select aria-label={t('workflowDesign.branch.value')} {...register(`conditions.${index}.value`)}>
            <option value="">{t('workflowDesign.branch.pickValue')}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            aria-label={t('workflowDesign.branch.value')}
            invalid={!!valueError}
            inputMode={picked?.numeric ? 'decimal' : undefined}
            placeholder={
              condition.field === APPLICANT_DEPT
                ? t('workflowDesign.branch.deptHint')
                : condition.op === 'in'
                  ? t('workflowDesign.branch.listHint')
                  : ''
            }
            {...register(`conditions.${index}.value`)}
          />
        )}
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('workflowDesign.branch.removeCondition', { n: index + 1 })}>
        <Trash2 size={14} aria-hidden />
      </Button>
      {valueError && (
        <p role="alert" className="text-xs text-red-600 sm:col-span-2">
          {t('workflowDesign.problem.conditionIncomplete')}
        </p>
      )}
    </div>
  );
}
