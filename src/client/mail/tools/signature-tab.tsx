import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signatureDel, signatureQuery, signatureUpdate, type SignatureRow } from '../../../shared/api/mail-tools-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Pager } from '../../business';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton, TextArea } from '../../ui/form';
import { Input } from '../../ui/input';
import { CheckboxField } from './checkbox-field';
import { HtmlPreviewDialog } from './html-preview-dialog';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { DataTable, cell } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { SearchBox } from '../../ui/search-box';
import { useDateTime } from '../../ui/use-date-time';

const PAGE_SIZE = 10;
const saveBody = callBody(signatureUpdate);
type Values = z.input<typeof saveBody>;

function SignatureDialog({ row, onClose }: { row: SignatureRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(saveBody),
    defaultValues: row
      ? { id: row.id, name: row.name, html: row.html, shared: row.shared, isDefault: row.isDefault }
      : { name: '', html: '', shared: false, isDefault: false },
  });
  const save = useCallMutation(signatureUpdate, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={row ? t('mailTools.signatures.edit') : t('mailTools.signatures.new')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(signatureQuery);
          onClose();
        }}
      >
        <FormField<Values> name="name" label={t('mailTools.signatures.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="html" label={t('mailTools.signatures.body')} hint={t('mailTools.signatures.bodyHint')}>
          <TextArea rows={8} />
        </FormField>
        <CheckboxField<Values>
          name="isDefault"
          label={t('mailTools.signatures.isDefault')}
          hint={t('mailTools.signatures.isDefaultHint')}
        />
        <CheckboxField<Values> name="shared" label={t('mailTools.signatures.shared')} hint={t('mailTools.signatures.sharedHint')} />
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('mailTools.saving')}>{t('mailTools.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** 签名: the caller's signatures (one default) and colleagues' shared ones (read-only). */
export function SignatureTab() {
  const { t } = useTranslation();
  const at = useDateTime();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<SignatureRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SignatureRow | null>(null);
  const [previewing, setPreviewing] = useState<SignatureRow | null>(null);
  const list = useCall(signatureQuery, { body: { page, pageSize: PAGE_SIZE, keyword: keyword.trim() || undefined, scope: 'all' } });
  const del = useCallMutation(signatureDel, { onSuccess: () => invalidateCall(signatureQuery) });
  const rows = list.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SearchBox
          id="signature-keyword"
          label={t('mailTools.signatures.search')}
          value={keyword}
          onChange={(v) => (setKeyword(v), setPage(1))}
        />
        <Button onClick={() => setEditing('new')}>{t('mailTools.signatures.new')}</Button>
      </div>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('mailTools.signatures.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('mailTools.tabs.signatures')}
          head={[t('mailTools.signatures.name'), t('mailTools.owner'), t('mailTools.updatedAt'), t('mailTools.actions')]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                <span className="font-medium text-slate-900">{row.name}</span>
                {row.isDefault && (
                  <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800">
                    {t('mailTools.signatures.defaultBadge')}
                  </span>
                )}
                {row.shared && (
                  <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs text-sky-800">{t('mailTools.sharedBadge')}</span>
                )}
              </td>
              <td className={cell}>{row.editable ? t('mailTools.me') : row.ownerName}</td>
              <td className={`${cell} whitespace-nowrap`}>{at(row.updatedAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setPreviewing(row)}>
                  {t('mailTools.preview.action')}
                  <span className="sr-only"> {row.name}</span>
                </Button>
                {row.editable ? (
                  <span className="inline-flex gap-1">
                    <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                      {t('mailTools.edit')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
                      {t('mailTools.delete')}
                    </Button>
                  </span>
                ) : (
                  <span className="text-xs text-slate-500">{t('mailTools.readOnly')}</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
      {editing && <SignatureDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {previewing && <HtmlPreviewDialog name={previewing.name} html={previewing.html} onClose={() => setPreviewing(null)} />}
      {deleting && (
        <ConfirmDelete
          name={deleting.name}
          busy={del.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => del.mutate({ body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </div>
  );
}
