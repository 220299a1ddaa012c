import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useFormContext, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffOption } from '../../../shared/api/staff-calls';
import {
  approverNode,
  ccNode,
  EMPTY_POLICIES,
  FIELD_RIGHTS,
  handlerNode,
  SIGN_MODES,
  type CcNode,
  type TaskNode,
} from '../../../shared/api/workflow-graph';
import { Button } from '../../ui/button';
import { Form, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { AssigneeEditor } from './assignee-editor';
import type { DesignerLookup } from './designer-lookup';

type EditableNode = TaskNode | CcNode;
const SCHEMA = { approver: approverNode, handler: handlerNode, cc: ccNode } as const;

export interface NodeSettingsProps {
  node: EditableNode;
  lookup: DesignerLookup;
  roles: readonly { id: number; name: string; nameEn: string }[];
  onPicked(option: StaffOption): void;
  onApply(node: EditableNode): void;
  onCancel(): void;
}

/** The drawer of an approver, handler or cc node, checked with the node's own part of the process schema. */
export function NodeSettings({ node, lookup, roles, onPicked, onApply, onCancel }: NodeSettingsProps) {
  const { t } = useTranslation();
  const form = useForm<EditableNode>({
    resolver: zodResolver(SCHEMA[node.type]) as unknown as Resolver<EditableNode>,
    defaultValues: structuredClone(node),
  });
  return (
    <Form form={form} onSubmit={(values) => onApply(values)} className="flex flex-col gap-5 p-5">
      <FormField<EditableNode> name="name" label={t('workflowDesign.node.name')}>
        <Input autoComplete="off" />
      </FormField>
      <AssigneeEditor lookup={lookup} roles={roles} onPicked={onPicked} />
      {node.type !== 'cc' && <TaskOptions fields={lookup.fields} />}
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-200 bg-white pt-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('workflowDesign.cancel')}
        </Button>
        <SubmitButton>{t('workflowDesign.apply')}</SubmitButton>
      </div>
    </Form>
  );
}

const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** Sign mode, the nobody-to-assign rule, skip-repeat and field rights of a task node. */
function TaskOptions({ fields }: { fields: DesignerLookup['fields'] }) {
  const { t } = useTranslation();
  const { register } = useFormContext<TaskNode>();
  const mode = useWatch<TaskNode, 'mode'>({ name: 'mode' });
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('workflowDesign.mode.legend')}</legend>
        <div className="flex flex-col gap-1.5">
          {SIGN_MODES.map((value) => (
            <RadioRow
              key={value}
              name="mode"
              value={value}
              label={t(`workflowDesign.mode.${value}`)}
              hint={t(`workflowDesign.mode.${value}Hint`)}
            />
          ))}
        </div>
        {mode === 'vote' && (
          <div className="mt-2 max-w-56">
            <FormField<TaskNode> name="threshold" label={t('workflowDesign.mode.threshold')} options={{ setValueAs: numberOrUndefined }}>
              <Input type="number" min={1} max={100} inputMode="numeric" />
            </FormField>
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('workflowDesign.empty.legend')}</legend>
        <div className="flex flex-col gap-1.5">
          {EMPTY_POLICIES.map((value) => (
            <RadioRow key={value} name="emptyPolicy" value={value} label={t(`workflowDesign.empty.${value}`)} />
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5" {...register('skipApproved')} />
        <span>
          {t('workflowDesign.node.skipApproved')}
          <span className="block text-xs text-slate-500">{t('workflowDesign.node.skipApprovedHint')}</span>
        </span>
      </label>
      <FieldRights fields={fields} />
    </>
  );
}

function RadioRow({ name, value, label, hint }: { name: 'mode' | 'emptyPolicy'; value: string; label: string; hint?: string }) {
  const { register } = useFormContext<TaskNode>();
  return (
    <label className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50">
      <input type="radio" value={value} className="mt-0.5" {...register(name)} />
      <span>
        {label}
        {hint && <span className="block text-xs text-slate-600">{hint}</span>}
      </span>
    </label>
  );
}

/** What the node's assignee sees of each form field: hidden, read only, or editable. */
function FieldRights({ fields }: { fields: DesignerLookup['fields'] }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<TaskNode>();
  const rights = useWatch({ control, name: 'fieldRights' }) ?? {};
  if (fields.length === 0) {
    return <p className="text-sm text-slate-500">{t('workflowDesign.rights.noForm')}</p>;
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('workflowDesign.rights.legend')}</legend>
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('workflowDesign.rights.field')}
            </th>
            {FIELD_RIGHTS.map((right) => (
              <th key={right} scope="col" className="px-2 py-1.5 text-center font-medium">
                {t(`workflowDesign.rights.${right}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.key} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {field.label}
              </th>
              {FIELD_RIGHTS.map((right) => (
                <td key={right} className="px-2 py-1.5 text-center">
                  <input
                    type="radio"
                    name={`right-${field.key}`}
                    aria-label={`${field.label} ${t(`workflowDesign.rights.${right}`)}`}
                    checked={(rights[field.key] ?? 'read') === right}
                    onChange={() => setValue('fieldRights', { ...rights, [field.key]: right }, { shouldDirty: true })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
