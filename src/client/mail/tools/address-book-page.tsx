import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import {
  bookDel,
  bookQueryPage,
  bookSave,
  bookSaveBody,
  getEmailBook,
  queryBookAll,
  type BookRow,
} from '../../../shared/api/mail-tools-calls';
import { MAIL_PATHS } from '../../../shared/mail/folders';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Pager } from '../../business';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { MailboxLayout } from '../reading/mailbox-layout';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { DataTable, cell } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { SearchBox } from '../../ui/search-box';

const PAGE_SIZE = 20;
type Values = z.input<typeof bookSaveBody>;
/** The group filter: every contact, or one group ('' = ungrouped). */
type Group = { all: true } | { all: false; name: string };

const refreshBook = () => Promise.all([invalidateCall(bookQueryPage), invalidateCall(getEmailBook), invalidateCall(queryBookAll)]);

function ContactDialog({ row, group, onClose }: { row: BookRow | null; group: string; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(bookSaveBody),
    defaultValues: row
      ? {
          id: row.id,
          name: row.name,
          email: row.email,
          company: row.company,
          phone: row.phone,
          groupName: row.groupName,
          remark: row.remark,
        }
      : { name: '', email: '', company: '', phone: '', groupName: group, remark: '' },
  });
  const save = useCallMutation(bookSave, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t(row ? 'mailTools.book.edit' : 'mailTools.book.new')}>
      <Form
        form={form}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void refreshBook();
          onClose();
        }}
      >
        <FormField<Values> name="name" label={t('mailTools.book.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="email" label={t('mailTools.book.email')}>
          <Input type="email" autoComplete="off" />
        </FormField>
        <FormField<Values> name="company" label={t('mailTools.book.company')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="phone" label={t('mailTools.book.phone')}>
          <Input type="tel" autoComplete="off" />
        </FormField>
        <FormField<Values> name="groupName" label={t('mailTools.book.group')} hint={t('mailTools.book.groupHint')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="remark" label={t('mailTools.book.remark')}>
          <Input autoComplete="off" />
        </FormField>
        <div className="sm:col-span-2">
          <FormError />
        </div>
        <div className="flex justify-end sm:col-span-2">
          <SubmitButton busyLabel={t('mailTools.saving')}>{t('mailTools.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** /message/email/adb: the caller's contacts by group; write to one from its row. */
export default function AddressBookPage() {
  const { t } = useTranslation();
  const [group, setGroup] = useState<Group>({ all: true });
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BookRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BookRow | null>(null);
  const groups = useCall(getEmailBook);
  const list = useCall(
    bookQueryPage,
    { body: { page, pageSize: PAGE_SIZE, keyword: keyword.trim() || undefined, groupName: group.all ? undefined : group.name } },
    { placeholderData: keepPreviousData },
  );
  const del = useCallMutation(bookDel, { onSuccess: () => refreshBook() });
  const rows = list.data?.rows ?? [];
  const total = (groups.data ?? []).reduce((n, g) => n + g.contacts.length, 0);
  const pick = (next: Group) => (setGroup(next), setPage(1));
  const groupLabel = (name: string) => name || t('mailTools.book.ungrouped');
  return (
    <MailboxLayout title={t('mailTools.book.title')} actions={<Button onClick={() => setEditing('new')}>{t('mailTools.book.new')}</Button>}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <nav aria-label={t('mailTools.book.groups')} className="lg:w-48 lg:shrink-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {[
              { all: true as const, label: t('mailTools.book.all'), count: total },
              ...(groups.data ?? []).map((g) => ({
                all: false as const,
                name: g.groupName,
                label: groupLabel(g.groupName),
                count: g.contacts.length,
              })),
            ].map((item) => {
              const current = item.all ? group.all : !group.all && group.name === item.name;
              return (
                <li key={item.all ? '*' : `g:${item.name}`}>
                  <button
                    type="button"
                    aria-pressed={current}
                    onClick={() => pick(item.all ? { all: true } : { all: false, name: item.name })}
                    className={clsx(
                      'flex w-full items-center justify-between gap-2 rounded-md px-3 py-1.5 text-left text-sm',
                      current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <span>{item.label}</span>
                    <span className="text-xs text-slate-600">{item.count}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchBox id="book-keyword" label={t('mailTools.book.search')} value={keyword} onChange={(v) => (setKeyword(v), setPage(1))} />
          <LoadState
            pending={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            empty={rows.length === 0}
            emptyText={keyword || !group.all ? t('mailTools.book.noMatch') : t('mailTools.book.empty')}
          />
          {rows.length > 0 && (
            <DataTable
              caption={t('mailTools.book.title')}
              head={[
                t('mailTools.book.name'),
                t('mailTools.book.email'),
                t('mailTools.book.company'),
                t('mailTools.book.phone'),
                t('mailTools.book.group'),
                t('mailTools.actions'),
              ]}
            >
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={`${cell} font-medium text-slate-900`}>{row.name}</td>
                  <td className={`${cell} break-words`}>{row.email}</td>
                  <td className={cell}>{row.company || '—'}</td>
                  <td className={`${cell} whitespace-nowrap`}>{row.phone || '—'}</td>
                  <td className={cell}>{groupLabel(row.groupName)}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <Link
                      to={`${MAIL_PATHS.write}?to=${encodeURIComponent(row.email)}`}
                      className="rounded px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                    >
                      {t('mailTools.book.write')}
                      <span className="sr-only"> {row.name}</span>
                    </Link>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                      {t('mailTools.edit')}
                      <span className="sr-only"> {row.name}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
                      {t('mailTools.delete')}
                      <span className="sr-only"> {row.name}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
        </div>
      </div>
      {editing && (
        <ContactDialog row={editing === 'new' ? null : editing} group={group.all ? '' : group.name} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDelete
          name={deleting.name}
          busy={del.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => del.mutate({ body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </MailboxLayout>
  );
}
