import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addSignBody,
  agreeBody,
  canRejectProcessNode,
  operateCc,
  operateComment,
  operateWithdraw,
  rejectBody,
  transmitBody,
  type InstanceDetail,
} from '../../../shared/api/workflow-calls';
import { useCall } from '../../api/use-call';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FieldError, Form, FormError, FormField, FormLabel, SubmitButton, TextArea, callBody, useErrorText } from '../../ui/form';
import { useAddSign, useAgreeTask, useCc, useCommentTask, useRejectTask, useTransmitTask, useWithdraw } from '../task-actions';
import { StaffMultiPicker, StaffPicker } from '../apply/staff-picker';

export type DialogAction = 'agree' | 'reject' | 'transmit' | 'addSign' | 'comment' | 'withdraw' | 'cc';

export interface ActionDialogProps {
  action: DialogAction;
  detail: InstanceDetail;
  /** Values of the fields this node may edit, sent along with 同意. */
  editedData?: Record<string, unknown> | undefined;
  onClose(): void;
  /** The move went through (its views are already refreshing). */
  onDone(action: DialogAction): void;
  /** The server answered TASK_STALE or another refusal; the dialog shows it, this lets the page react too. */
  onFailure(error: unknown): boolean;
}

/** The dialog of one move: its form is the call's own body schema (minus the task reference the page adds). */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const Body = BODIES[props.action];
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()} title={t(`workflowTasks.dialog.${props.action}Title`)}>
      <Body {...props} />
    </Dialog>
  );
}

const task = (detail: InstanceDetail) => ({ taskId: detail.myTask?.taskId ?? 0, rev: detail.myTask?.rev ?? 0 });

/** Runs the move; a stale task closes the dialog (the page says why), other refusals stay on the form. */
async function send(props: ActionDialogProps, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (props.onFailure(error)) return;
    throw error;
  }
  props.onDone(props.action);
}

/** Ctrl+Enter (⌘+Enter) sends the dialog's form from any of its fields. */
function submitOnCtrlEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }
}

function DialogForm<T extends FieldValues, O extends FieldValues>({
  form,
  onSubmit,
  onClose,
  submitLabel,
  danger = false,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  onSubmit(values: O): Promise<unknown>;
  onClose(): void;
  submitLabel?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form form={form} onSubmit={onSubmit} onKeyDown={submitOnCtrlEnter} className="flex flex-col gap-3">
      {children}
      <FormError />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto text-xs text-slate-500">{t('workflowTasks.dialog.submitHint')}</span>
        <Button variant="secondary" onClick={onClose}>
          {t('workflowTasks.dialog.cancel')}
        </Button>
        <SubmitButton variant={danger ? 'danger' : 'primary'}>{submitLabel ?? t('workflowTasks.dialog.submit')}</SubmitButton>
      </div>
    </Form>
  );
}

function CommentField({ label, autoFocus = true }: { label: string; autoFocus?: boolean }) {
  return (
    <FormField name="comment" label={label}>
      <TextArea rows={3} maxLength={2000} autoFocus={autoFocus} />
    </FormField>
  );
}

const AGREE = agreeBody.pick({ comment: true });
function AgreeBody(props: ActionDialogProps) {
  const { t } = useTranslation();
  const agree = useAgreeTask({ silent: true });
  const form = useForm({ resolver: zodResolver(AGREE), defaultValues: { comment: '' } });
  return (
    <DialogForm
      form={form}
      onClose={props.onClose}
      submitLabel={t('workflowTasks.actions.agree')}
      onSubmit={(values) =>
        send(props, () =>
          agree.mutateAsync({ body: { ...task(props.detail), ...values, ...(props.editedData ? { formData: props.editedData } : {}) } }),
        )
      }
    >
      <CommentField label={t('workflowTasks.dialog.commentOptional')} />
    </DialogForm>
  );
}

const REJECT = rejectBody.pick({ comment: true, target: true });
function RejectBody(props: ActionDialogProps) {
  const { t } = useTranslation();
  const reject = useRejectTask({ silent: true });
  const nodes = useCall(canRejectProcessNode, { query: { taskId: task(props.detail).taskId } }).data ?? [];
  const form = useForm({ resolver: zodResolver(REJECT), defaultValues: { comment: '', target: { kind: 'applicant' as const } } });
  const encode = (target: { kind: string; nodeId?: string } | undefined) =>
    target?.kind === 'node' ? `node:${target.nodeId ?? ''}` : (target?.kind ?? 'applicant');
  return (
    <DialogForm
      form={form}
      onClose={props.onClose}
      danger
      submitLabel={t('workflowTasks.dialog.submit')}
      onSubmit={(values) => send(props, () => reject.mutateAsync({ body: { ...task(props.detail), ...values } }))}
    >
      <CommentField label={t('workflowTasks.dialog.reason')} />
      <Controller
        control={form.control}
        name="target"
        render={({ field }) => (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {t('workflowTasks.dialog.target')}
            <select
              className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal"
              value={encode(field.value)}
              onChange={(event) => {
                const value = event.target.value;
                field.onChange(
                  value.startsWith('node:') ? { kind: 'node', nodeId: value.slice(5) } : { kind: value as 'applicant' | 'end' },
                );
              }}
            >
              <option value="applicant">{t('workflowTasks.dialog.targetApplicant')}</option>
              {nodes.map((node) => (
                <option key={node.nodeId} value={`node:${node.nodeId}`}>
                  {t('workflowTasks.dialog.targetNode', { name: node.name })}
                </option>
              ))}
              <option value="end">{t('workflowTasks.dialog.targetEnd')}</option>
            </select>
          </label>
        )}
      />
    </DialogForm>
  );
}

/** A staff field of a dialog: the apply form's pickers (one person or several), bound to the form by id. */
function PeopleField({
  form,
  name,
  label,
  multiple,
}: {
  form: UseFormReturn<FieldValues>;
  name: string;
  label: string;
  multiple: boolean;
}) {
  const id = useId();
  const errorText = useErrorText();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error, label);
        const control = { id, invalid: !!error, ...(error ? { 'aria-describedby': `${id}-error` } : {}) };
        return (
          <div className="flex flex-col gap-1">
            <FormLabel htmlFor={id}>{label}</FormLabel>
            {multiple ? (
              <StaffMultiPicker {...control} value={(field.value as number[] | undefined) ?? []} onChange={field.onChange} />
            ) : (
              <StaffPicker {...control} value={field.value as number | undefined} onChange={field.onChange} />
            )}
            {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
          </div>
        );
      }}
    />
  );
}

const TRANSMIT = transmitBody.pick({ toStaffId: true, comment: true });
function TransmitBody(props: ActionDialogProps) {
  const { t } = useTranslation();
  const transmit = useTransmitTask({ silent: true });
  const form = useForm({ resolver: zodResolver(TRANSMIT), defaultValues: { comment: '' } });
  return (
    <DialogForm
      form={form}
      onClose={props.onClose}
      onSubmit={(values) => send(props, () => transmit.mutateAsync({ body: { ...task(props.detail), ...values } }))}
    >
      <PeopleField
        form={form as unknown as UseFormReturn<FieldValues>}
        name="toStaffId"
        label={t('workflowTasks.dialog.person')}
        multiple={false}
      />
      <CommentField label={t('workflowTasks.dialog.commentOptional')} autoFocus={false} />
    </DialogForm>
  );
}

const ADD_SIGN = addSignBody.pick({ staffIds: true, position: true, comment: true });
function AddSignBody(props: ActionDialogProps) {
  const { t } = useTranslation();
  const addSign = useAddSign({ silent: true });
  const form = useForm({ resolver: zodResolver(ADD_SIGN), defaultValues: { comment: '', position: 'before' as const, staffIds: [] } });
  return (
    <DialogForm
      form={form}
      onClose={props.onClose}
      onSubmit={(values) => send(props, () => addSign.mutateAsync({ body: { ...task(props.detail), ...values } }))}
    >
      <PeopleField form={form as unknown as UseFormReturn<FieldValues>} name="staffIds" label={t('workflowTasks.dialog.people')} multiple />
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium text-slate-700">{t('workflowTasks.dialog.position')}</legend>
        {(['before', 'after'] as const).map((position) => (
          <label key={position} className="flex items-center gap-2">
            <input type="radio" value={position} {...form.register('position')} />
            {t(`workflowTasks.dialog.${position}`)}
          </label>
        ))}
      </fieldset>
      <CommentField label={t('workflowTasks.dialog.commentOptional')} autoFocus={false} />
    </DialogForm>
  );
}

const COMMENT = callBody(operateComment).pick({ comment: true });
function CommentBody(props: ActionDialogProps) {
  const { t } = useTranslation();
  const comment = useCommentTask({ silent: true });
  const form = useForm({ resolver: zodResolver(COMMENT), defaultValues: { comment: '' } });
  return (
    <DialogForm
      form={form}
      onClose={props.onClose}
      onSubmit={(values) => send(props, () => comment.mutateAsync({ body: { instanceId: props.detail.instanceId, ...values } }))}
    >
      <CommentField label={t('workflowTasks.dialog.comment')} />
    </DialogForm>
  );
}

const WITHDRAW = callBody(operateWithdraw).pick({ comment: true });
function WithdrawBody(props: ActionDialogProps) {
  const { t } = useTranslation();
  const withdraw = useWithdraw({ silent: true });
  const form = useForm({ resolver: zodResolver(WITHDRAW), defaultValues: { comment: '' } });
  return (
    <DialogForm
      form={form}
      onClose={props.onClose}
      danger
      submitLabel={t('workflowTasks.actions.withdraw')}
      onSubmit={(values) => send(props, () => withdraw.mutateAsync({ body: { instanceId: props.detail.instanceId, ...values } }))}
    >
      <p className="text-sm text-slate-700">{t('workflowTasks.dialog.withdrawConfirm')}</p>
      <CommentField label={t('workflowTasks.dialog.commentOptional')} />
    </DialogForm>
  );
}

const CC = callBody(operateCc).pick({ staffIds: true, comment: true });
function CcBody(props: ActionDialogProps) {
  const { t } = useTranslation();
  const cc = useCc({ silent: true });
  const form = useForm({ resolver: zodResolver(CC), defaultValues: { comment: '', staffIds: [] } });
  return (
    <DialogForm
      form={form}
      onClose={props.onClose}
      onSubmit={(values) => send(props, () => cc.mutateAsync({ body: { instanceId: props.detail.instanceId, ...values } }))}
    >
      <PeopleField form={form as unknown as UseFormReturn<FieldValues>} name="staffIds" label={t('workflowTasks.dialog.people')} multiple />
      <CommentField label={t('workflowTasks.dialog.commentOptional')} autoFocus={false} />
    </DialogForm>
  );
}

const BODIES: Record<DialogAction, (props: ActionDialogProps) => ReactNode> = {
  agree: AgreeBody,
  reject: RejectBody,
  transmit: TransmitBody,
  addSign: AddSignBody,
  comment: CommentBody,
  withdraw: WithdrawBody,
  cc: CcBody,
};
