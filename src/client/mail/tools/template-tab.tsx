import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { tempDel, tempQuery, tempSave, type TemplateRow } from '../../../shared/api/mail-tools-calls';
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
const saveBody = callBody(tempSave);
type Values = z.input<typeof saveBody>;

function TemplateDialog({ row, onClose }: { row: TemplateRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(saveBody),
    defaultValues: row
      ? { id: row.id, name: row.name, subject: row.subject, html: row.html, shared: row.shared }
      : { name: '', subject: '', html: '', shared: false },
  });
  const save = useCallMutation(tempSave, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={row ? t('mailTools.templates.edit') : t('mailTools.templates.new')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(tempQuery);
          onClose();
        }}
      >
        <FormField<Values> name="name" label={t('mailTools.templates.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="subject" label={t('mailTools.templates.subject')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="html" label={t('mailTools.templates.body')} hint={t('mailTools.templates.bodyHint')}>
          <TextArea rows={8} />
        </FormField>
        <CheckboxField<Values> name="shared" label={t('mailTools.templates.shared')} hint={t('mailTools.templates.sharedHint')} />
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('mailTools.saving')}>{t('mailTools.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** 模板: the caller's templates (editable) and colleagues' shared ones (read-only). */
export function TemplateTab() {
  const { t } = useTranslation();
  const at = useDateTime();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TemplateRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const [previewing, setPreviewing] = useState<TemplateRow | null>(null);
  const list = useCall(tempQuery, { body: { page, pageSize: PAGE_SIZE, keyword: keyword.trim() || undefined, scope: 'all' } });
  const del = useCallMutation(tempDel, { onSuccess: () => invalidateCall(tempQuery) });
  const rows = list.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SearchBox
          id="template-keyword"
          label={t('mailTools.templates.search')}
          value={keyword}
          onChange={(v) => (setKeyword(v), setPage(1))}
        />
        <Button onClick={() => setEditing('new')}>{t('mailTools.templates.new')}</Button>
      </div>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('mailTools.templates.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('mailTools.tabs.templates')}
          head={[
            t('mailTools.templates.name'),
            t('mailTools.templates.subject'),
            t('mailTools.owner'),
            t('mailTools.updatedAt'),
            t('mailTools.actions'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                <span className="font-medium text-slate-900">{row.name}</span>
                {row.shared && (
                  <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs text-sky-800">{t('mailTools.sharedBadge')}</span>
                )}
              </td>
              <td className={cell}>{row.subject || '—'}</td>
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
      {editing && <TemplateDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {previewing && (
        <HtmlPreviewDialog name={previewing.name} subject={previewing.subject} html={previewing.html} onClose={() => setPreviewing(null)} />
      )}
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
