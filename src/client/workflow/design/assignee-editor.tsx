import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffOption } from '../../../shared/api/staff-calls';
import type { AssigneeRule } from '../../../shared/api/workflow-graph';
import { Field } from '../../ui/form';
import type { DesignerLookup } from './designer-lookup';
import { StaffPicker } from './staff-picker';
import { Select } from './select';

export const ASSIGNEE_KINDS = ['staff', 'role', 'deptLead', 'chosen', 'formField'] as const;

/** A rule of the new kind with its first sensible value (the first role, the first staff field). */
function ruleOf(kind: AssigneeRule['kind'], roles: readonly { id: number }[], staffFields: readonly { key: string }[]): AssigneeRule {
  switch (kind) {
    case 'staff':
      return { kind, staffIds: [] };
    case 'role':
      return { kind, roleId: roles[0]?.id ?? 0 };
    case 'deptLead':
      return { kind, level: 1 };
    case 'chosen':
      return { kind };
    case 'formField':
      return { kind, field: staffFields[0]?.key ?? '' };
  }
}

/** Who handles a node: the six ways of DingTalk 审批, each with its own control, bound to `assignee`. */
export function AssigneeEditor({
  lookup,
  roles,
  onPicked,
}: {
  lookup: DesignerLookup;
  roles: readonly { id: number; name: string; nameEn: string }[];
  onPicked(option: StaffOption): void;
}) {
  const { t, i18n } = useTranslation();
  const { control, setValue, getFieldState, formState } = useFormContext<{ assignee: AssigneeRule }>();
  const rule = useWatch({ control, name: 'assignee' });
  const staffFields = lookup.fields.filter((field) => field.type === 'staff');
  const set = (next: AssigneeRule) => setValue('assignee', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const error = getFieldState('assignee', formState).error;
  // The schema's own sentences are generic; the part of the rule that failed says what is missing.
  const nested = error as Record<string, unknown> | undefined;
  const detailError = nested?.staffIds
    ? t('workflowDesign.problem.noStaff')
    : nested?.roleId
      ? t('workflowDesign.problem.noRole')
      : nested?.field
        ? t('workflowDesign.problem.noStaffField')
        : undefined;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('workflowDesign.assignee.legend')}</legend>
      <div role="radiogroup" aria-label={t('workflowDesign.assignee.legend')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {ASSIGNEE_KINDS.map((kind) => (
          <label
            key={kind}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-2 py-1.5 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input type="radio" name="assignee-kind" checked={rule.kind === kind} onChange={() => set(ruleOf(kind, roles, staffFields))} />
            {t(`workflowDesign.assignee.kind.${kind}`)}
          </label>
        ))}
      </div>
      {rule.kind === 'staff' && (
        <StaffPicker
          value={rule.staffIds}
          nameOf={lookup.staffName}
          onPicked={onPicked}
          invalid={!!detailError}
          onChange={(staffIds) => set({ kind: 'staff', staffIds })}
        />
      )}
      {rule.kind === 'role' && (
        <Field label={t('workflowDesign.assignee.role')} error={detailError}>
          <Select value={rule.roleId || ''} onChange={(event) => set({ kind: 'role', roleId: Number(event.target.value) })}>
            <option value="" disabled>
              {roles.length ? t('workflowDesign.assignee.pickRole') : t('workflowDesign.assignee.noRoles')}
            </option>
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {i18n.language.startsWith('en') ? role.nameEn : role.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {rule.kind === 'deptLead' && (
        <Field label={t('workflowDesign.assignee.level')} hint={t('workflowDesign.assignee.levelHint')}>
          <Select value={rule.level} onChange={(event) => set({ kind: 'deptLead', level: Number(event.target.value) })}>
            {Array.from({ length: 10 }, (_, i) => i + 1).map((level) => (
              <option key={level} value={level}>
                {level === 1 ? t('workflowDesign.assignee.lead1') : t('workflowDesign.assignee.leadN', { level })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {rule.kind === 'chosen' && <p className="text-sm text-slate-600">{t('workflowDesign.assignee.chosenHint')}</p>}
      {rule.kind === 'formField' && (
        <Field label={t('workflowDesign.assignee.field')} error={detailError} hint={t('workflowDesign.assignee.fieldHint')}>
          <Select value={rule.field} onChange={(event) => set({ kind: 'formField', field: event.target.value })}>
            <option value="" disabled>
              {staffFields.length ? t('workflowDesign.assignee.pickField') : t('workflowDesign.assignee.noStaffFields')}
            </option>
            {staffFields.map((field) => (
              <option key={field.key} value={field.key}>
                {field.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {rule.kind === 'staff' && detailError && (
        <p role="alert" className="text-xs text-red-600">
          {detailError}
        </p>
      )}
    </fieldset>
  );
}
