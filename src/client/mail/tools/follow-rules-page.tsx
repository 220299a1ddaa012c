import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { followRuleDel, followRuleList, followRuleSave, type FollowRuleRow } from '../../../shared/api/mail-tools-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Pager } from '../../business';
import { useDocumentTitle } from '../../routes/use-document-title';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { callBody, FieldError, Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { StaffSelect } from './staff-select';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { DataTable, cell } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { PageFrame } from '../../ui/page-frame';
import { SearchBox } from '../../ui/search-box';
import { useDateTime } from '../../ui/use-date-time';

const PAGE_SIZE = 20;
const saveBody = callBody(followRuleSave);
type Values = z.input<typeof saveBody>;

function RuleDialog({ row, onClose }: { row: FollowRuleRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(saveBody),
    defaultValues: row
      ? { id: row.id, pattern: row.pattern, ownerStaffId: row.ownerStaffId }
      : { pattern: '', ownerStaffId: undefined as unknown as number },
  });
  const save = useCallMutation(followRuleSave, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t(row ? 'mailTools.follow.edit' : 'mailTools.follow.new')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(followRuleList);
          onClose();
        }}
      >
        <FormField<Values> name="pattern" label={t('mailTools.lists.pattern')} hint={t('mailTools.lists.patternHint')}>
          <Input autoComplete="off" placeholder="@customer.example" />
        </FormField>
        <Controller
          control={form.control}
          name="ownerStaffId"
          render={({ field, fieldState }) => (
            <div>
              <StaffSelect
                id="follow-owner"
                label={t('mailTools.follow.owner')}
                value={field.value ?? null}
                currentName={row?.ownerName ?? null}
                onChange={(id) => field.onChange(id ?? undefined)}
              />
              {fieldState.error && <FieldError id="follow-owner-error">{t('mailTools.pickStaff')}</FieldError>}
            </div>
          )}
        />
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('mailTools.saving')}>{t('mailTools.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** /setModule/email/inbox: who follows up mail from an address or domain. */
export default function FollowRulesPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  useDocumentTitle(t('mailTools.follow.title'));
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<FollowRuleRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FollowRuleRow | null>(null);
  const list = useCall(
    followRuleList,
    { body: { page, pageSize: PAGE_SIZE, keyword: keyword.trim() || undefined } },
    { placeholderData: keepPreviousData },
  );
  const del = useCallMutation(followRuleDel, { onSuccess: () => invalidateCall(followRuleList) });
  const rows = list.data?.rows ?? [];
  return (
    <PageFrame
      id="mail-follow-title"
      title={t('mailTools.follow.title')}
      intro={t('mailTools.follow.intro')}
      actions={
        <>
          <SearchBox
            id="follow-keyword"
            label={t('mailTools.follow.search')}
            value={keyword}
            onChange={(v) => (setKeyword(v), setPage(1))}
          />
          <Button onClick={() => setEditing('new')}>{t('mailTools.follow.new')}</Button>
        </>
      }
    >
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('mailTools.follow.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('mailTools.follow.title')}
          head={[t('mailTools.lists.pattern'), t('mailTools.follow.owner'), t('mailTools.createdAt'), t('mailTools.actions')]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} font-medium text-slate-900`}>{row.pattern}</td>
              <td className={cell}>{row.ownerName}</td>
              <td className={`${cell} whitespace-nowrap`}>{at(row.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                  {t('mailTools.edit')}
                  <span className="sr-only"> {row.pattern}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
                  {t('mailTools.delete')}
                  <span className="sr-only"> {row.pattern}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
      {editing && <RuleDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDelete
          name={deleting.pattern}
          busy={del.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => del.mutate({ body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </PageFrame>
  );
}
