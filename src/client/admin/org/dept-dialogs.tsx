import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { deptCreate, deptLead, deptMove, deptRename, deptStaffOptions, deptTree, type DeptNode } from '../../../shared/api/admin-org-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { SearchBox } from '../../ui/search-box';
import { useLocalName } from '../user-dialogs';
import { descendantsOf } from './dept-tree-model';

const createBody = callBody(deptCreate);
const renameBody = callBody(deptRename);
type CreateValues = z.input<typeof createBody>;
type RenameValues = z.input<typeof renameBody>;

/** New department under parent (null: top level). */
export function CreateDeptDialog({ parent, onClose }: { parent: DeptNode | null; onClose(): void }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const form = useForm<CreateValues>({
    resolver: zodResolver(createBody),
    defaultValues: { parentId: parent?.id ?? null, name: '', nameEn: '' },
  });
  const create = useCallMutation(deptCreate, { silent: true });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={parent ? t('adminOrg.dept.newChildTitle', { name: local(parent) }) : t('adminOrg.dept.newTitle')}
    >
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await create.mutateAsync({ body: values });
          toast.success(t('adminOrg.dept.saved'));
          void invalidateCall(deptTree);
          onClose();
        }}
      >
        <FormField<CreateValues> name="name" label={t('adminOrg.dept.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<CreateValues> name="nameEn" label={t('adminOrg.dept.nameEn')}>
          <Input autoComplete="off" />
        </FormField>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('admin.saving')}>{t('admin.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

export function RenameDeptDialog({ dept, onClose }: { dept: DeptNode; onClose(): void }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const form = useForm<RenameValues>({
    resolver: zodResolver(renameBody),
    defaultValues: { id: dept.id, name: dept.name, nameEn: dept.nameEn },
  });
  const rename = useCallMutation(deptRename, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('adminOrg.dept.renameTitle', { name: local(dept) })}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await rename.mutateAsync({ body: values });
          toast.success(t('adminOrg.dept.saved'));
          void invalidateCall(deptTree);
          onClose();
        }}
      >
        <FormField<RenameValues> name="name" label={t('adminOrg.dept.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<RenameValues> name="nameEn" label={t('adminOrg.dept.nameEn')}>
          <Input autoComplete="off" />
        </FormField>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('admin.saving')}>{t('admin.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** Picks the lead among active staff (searched on the server), or clears it. */
export function LeadDialog({ dept, onClose }: { dept: DeptNode; onClose(): void }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const [keyword, setKeyword] = useState('');
  const options = useCall(deptStaffOptions, { body: { keyword: keyword.trim() } });
  const setLead = useCallMutation(deptLead, {
    onSuccess: () => {
      toast.success(t('adminOrg.dept.saved'));
      void invalidateCall(deptTree);
      onClose();
    },
  });
  const pick = (leadStaffId: number | null) => setLead.mutate({ body: { id: dept.id, leadStaffId } });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('adminOrg.dept.leadTitle', { name: local(dept) })}
      description={t('adminOrg.dept.leadHint')}
    >
      <div className="flex flex-col gap-3">
        <SearchBox id="dept-lead-search" label={t('adminOrg.dept.leadSearch')} value={keyword} onChange={setKeyword} />
        <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
          {options.data?.length === 0 && <li className="px-3 py-4 text-sm text-slate-600">{t('adminOrg.dept.noMatches')}</li>}
          {options.data?.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                aria-pressed={person.id === dept.lead?.id}
                disabled={setLead.isPending}
                onClick={() => pick(person.id)}
                className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:bg-brand-50"
              >
                <span className="font-medium text-slate-900">{local(person)}</span>
                <span className="text-xs text-slate-600">{person.jobNumber}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="flex justify-between gap-2">
          <Button variant="secondary" disabled={!dept.lead || setLead.isPending} onClick={() => pick(null)}>
            {t('adminOrg.dept.clearLead')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The keyboard way to move: pick the new parent and the position among its children. */
export function MoveDeptDialog({ dept, nodes, onClose }: { dept: DeptNode; nodes: readonly DeptNode[]; onClose(): void }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const parentField = useId();
  const positionField = useId();
  const blocked = useMemo(() => new Set([dept.id, ...descendantsOf(nodes, dept.id)]), [nodes, dept.id]);
  const [parentId, setParentId] = useState<number | null>(dept.parentId);
  const siblings = nodes.filter((node) => node.parentId === parentId && node.id !== dept.id);
  const currentIndex = nodes.filter((node) => node.parentId === dept.parentId).findIndex((node) => node.id === dept.id);
  const [index, setIndex] = useState(parentId === dept.parentId ? Math.max(currentIndex, 0) : siblings.length);
  const move = useCallMutation(deptMove, {
    onSuccess: () => {
      toast.success(t('adminOrg.dept.moved', { name: local(dept) }));
      void invalidateCall(deptTree);
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('adminOrg.dept.moveTitle', { name: local(dept) })}>
      <div className="flex flex-col gap-3">
        <label htmlFor={parentField} className="text-sm font-medium text-slate-800">
          {t('adminOrg.dept.moveParent')}
        </label>
        <select
          id={parentField}
          value={parentId ?? ''}
          onChange={(event) => {
            const next = event.target.value === '' ? null : Number(event.target.value);
            setParentId(next);
            setIndex(nodes.filter((node) => node.parentId === next && node.id !== dept.id).length);
          }}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">{t('adminOrg.dept.topLevel')}</option>
          {nodes
            .filter((node) => !blocked.has(node.id))
            .map((node) => (
              <option key={node.id} value={node.id}>
                {'　'.repeat(depthOf(nodes, node))}
                {local(node)}
              </option>
            ))}
        </select>
        <label htmlFor={positionField} className="text-sm font-medium text-slate-800">
          {t('adminOrg.dept.movePosition')}
        </label>
        <select
          id={positionField}
          value={index}
          onChange={(event) => setIndex(Number(event.target.value))}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          <option value={0}>{t('adminOrg.dept.positionFirst')}</option>
          {siblings.map((sibling, at) => (
            <option key={sibling.id} value={at + 1}>
              {t('adminOrg.dept.positionAfter', { name: local(sibling) })}
            </option>
          ))}
        </select>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button disabled={move.isPending} onClick={() => move.mutate({ body: { id: dept.id, parentId, index } })}>
            {t('admin.save')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function depthOf(nodes: readonly DeptNode[], node: DeptNode): number {
  const byId = new Map(nodes.map((row) => [row.id, row]));
  let depth = 0;
  for (let at = node.parentId; at !== null && depth < nodes.length; at = byId.get(at)?.parentId ?? null) depth++;
  return depth;
}
