import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  blacklistDel,
  blacklistQuery,
  blacklistUpdate,
  senderRuleBody,
  whitelistDel,
  whitelistQuery,
  whitelistUpdate,
  type SenderRuleRow,
} from '../../../shared/api/mail-tools-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Pager } from '../../business';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { DataTable, cell } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { SearchBox } from '../../ui/search-box';
import { useDateTime } from '../../ui/use-date-time';

const PAGE_SIZE = 10;
type Values = z.input<typeof senderRuleBody>;
const LISTS = {
  white: { query: whitelistQuery, update: whitelistUpdate, del: whitelistDel },
  black: { query: blacklistQuery, update: blacklistUpdate, del: blacklistDel },
} as const;

function RuleDialog({ kind, row, onClose }: { kind: 'white' | 'black'; row: SenderRuleRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(senderRuleBody),
    defaultValues: row ? { id: row.id, pattern: row.pattern, remark: row.remark } : { pattern: '', remark: '' },
  });
  const save = useCallMutation(LISTS[kind].update, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t(`mailTools.lists.${kind}.${row ? 'edit' : 'new'}`)}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(LISTS[kind].query);
          onClose();
        }}
      >
        <FormField<Values> name="pattern" label={t('mailTools.lists.pattern')} hint={t('mailTools.lists.patternHint')}>
          <Input autoComplete="off" placeholder="li@example.com / @example.com" />
        </FormField>
        <FormField<Values> name="remark" label={t('mailTools.lists.remark')}>
          <Input autoComplete="off" />
        </FormField>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('mailTools.saving')}>{t('mailTools.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** 白名单 / 黑名单: addresses or @domains whose mail is never junk, or always junk. */
export function SenderListTab({ kind }: { kind: 'white' | 'black' }) {
  const { t } = useTranslation();
  const at = useDateTime();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<SenderRuleRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SenderRuleRow | null>(null);
  const list = useCall(LISTS[kind].query, { body: { page, pageSize: PAGE_SIZE, keyword: keyword.trim() || undefined } });
  const del = useCallMutation(LISTS[kind].del, { onSuccess: () => invalidateCall(LISTS[kind].query) });
  const rows = list.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t(`mailTools.lists.${kind}.intro`)}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SearchBox
          id={`${kind}-keyword`}
          label={t('mailTools.lists.search')}
          value={keyword}
          onChange={(v) => (setKeyword(v), setPage(1))}
        />
        <Button onClick={() => setEditing('new')}>{t(`mailTools.lists.${kind}.new`)}</Button>
      </div>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t(`mailTools.lists.${kind}.empty`)}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t(`mailTools.tabs.${kind}`)}
          head={[t('mailTools.lists.pattern'), t('mailTools.lists.remark'), t('mailTools.createdAt'), t('mailTools.actions')]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} font-medium text-slate-900`}>{row.pattern}</td>
              <td className={cell}>{row.remark || '—'}</td>
              <td className={`${cell} whitespace-nowrap`}>{at(row.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                  {t('mailTools.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
                  {t('mailTools.delete')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
      {editing && <RuleDialog kind={kind} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDelete
          name={deleting.pattern}
          busy={del.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => del.mutate({ body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </div>
  );
}
