import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  domainDel,
  domainList,
  domainSave,
  senderAddressDel,
  senderAddressList,
  senderAddressSave,
  type DomainRow,
  type SenderRow,
} from '../../../shared/api/mail-tools-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { useDocumentTitle } from '../../routes/use-document-title';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { CheckboxField } from './checkbox-field';
import { StaffSelect } from './staff-select';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { DataTable, cell } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { PageFrame } from '../../ui/page-frame';

const domainBody = callBody(domainSave);
const senderBody = callBody(senderAddressSave);
type DomainValues = z.input<typeof domainBody>;
type SenderValues = z.input<typeof senderBody>;

function DomainDialog({ row, onClose }: { row: DomainRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<DomainValues>({
    resolver: zodResolver(domainBody),
    defaultValues: row
      ? { id: row.id, domain: row.domain, local: row.local, enabled: row.enabled, remark: row.remark }
      : { domain: '', local: true, enabled: true, remark: '' },
  });
  const save = useCallMutation(domainSave, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t(row ? 'mailTools.domains.edit' : 'mailTools.domains.new')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(domainList);
          onClose();
        }}
      >
        <FormField<DomainValues> name="domain" label={t('mailTools.domains.domain')}>
          <Input autoComplete="off" placeholder="example.com" />
        </FormField>
        <FormField<DomainValues> name="remark" label={t('mailTools.domains.remark')}>
          <Input autoComplete="off" />
        </FormField>
        <CheckboxField<DomainValues> name="local" label={t('mailTools.domains.local')} hint={t('mailTools.domains.localHint')} />
        <CheckboxField<DomainValues> name="enabled" label={t('mailTools.domains.enabled')} />
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('mailTools.saving')}>{t('mailTools.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

function SenderDialog({ row, onClose }: { row: SenderRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<SenderValues>({
    resolver: zodResolver(senderBody),
    defaultValues: row
      ? { id: row.id, address: row.address, displayName: row.displayName, ownerStaffId: row.ownerStaffId, enabled: row.enabled }
      : { address: '', displayName: '', ownerStaffId: null, enabled: true },
  });
  const save = useCallMutation(senderAddressSave, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t(row ? 'mailTools.senders.edit' : 'mailTools.senders.new')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(senderAddressList);
          onClose();
        }}
      >
        <FormField<SenderValues> name="address" label={t('mailTools.senders.address')}>
          <Input type="email" autoComplete="off" />
        </FormField>
        <FormField<SenderValues> name="displayName" label={t('mailTools.senders.displayName')}>
          <Input autoComplete="off" />
        </FormField>
        <Controller
          control={form.control}
          name="ownerStaffId"
          render={({ field }) => (
            <StaffSelect
              id="sender-owner"
              label={t('mailTools.senders.owner')}
              value={field.value ?? null}
              currentName={row?.ownerName ?? null}
              allowNone
              noneLabel={t('mailTools.senders.sharedOwner')}
              onChange={field.onChange}
            />
          )}
        />
        <CheckboxField<SenderValues> name="enabled" label={t('mailTools.domains.enabled')} />
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('mailTools.saving')}>{t('mailTools.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** /setModule/email/domain: the domains mail is received for, and the addresses staff may send as. */
export default function DomainAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mailTools.domains.title'));
  const domains = useCall(domainList);
  const senders = useCall(senderAddressList);
  const [editDomain, setEditDomain] = useState<DomainRow | 'new' | null>(null);
  const [editSender, setEditSender] = useState<SenderRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'domain'; row: DomainRow } | { kind: 'sender'; row: SenderRow } | null>(null);
  const delDomain = useCallMutation(domainDel, { onSuccess: () => invalidateCall(domainList) });
  const delSender = useCallMutation(senderAddressDel, { onSuccess: () => invalidateCall(senderAddressList) });
  const yes = t('mailTools.yes');
  const no = t('mailTools.no');
  return (
    <PageFrame id="mail-domains-title" title={t('mailTools.domains.title')} intro={t('mailTools.domains.intro')}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{t('mailTools.domains.heading')}</h2>
        <Button onClick={() => setEditDomain('new')}>{t('mailTools.domains.new')}</Button>
      </div>
      <LoadState
        pending={domains.isPending}
        error={domains.error}
        onRetry={() => void domains.refetch()}
        empty={domains.data?.length === 0}
        emptyText={t('mailTools.domains.empty')}
      />
      {domains.data && domains.data.length > 0 && (
        <DataTable
          caption={t('mailTools.domains.heading')}
          head={[
            t('mailTools.domains.domain'),
            t('mailTools.domains.local'),
            t('mailTools.domains.enabled'),
            t('mailTools.domains.accounts'),
            t('mailTools.domains.remark'),
            t('mailTools.actions'),
          ]}
        >
          {domains.data.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} font-medium text-slate-900`}>{row.domain}</td>
              <td className={cell}>{row.local ? yes : no}</td>
              <td className={cell}>{row.enabled ? yes : no}</td>
              <td className={cell}>{row.accounts}</td>
              <td className={cell}>{row.remark || '—'}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setEditDomain(row)}>
                  {t('mailTools.edit')}
                  <span className="sr-only"> {row.domain}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting({ kind: 'domain', row })}>
                  {t('mailTools.delete')}
                  <span className="sr-only"> {row.domain}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <div className="mt-4 flex items-center justify-between gap-2">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('mailTools.senders.heading')}</h2>
          <p className="text-sm text-slate-600">{t('mailTools.senders.intro')}</p>
        </div>
        <Button onClick={() => setEditSender('new')}>{t('mailTools.senders.new')}</Button>
      </div>
      <LoadState
        pending={senders.isPending}
        error={senders.error}
        onRetry={() => void senders.refetch()}
        empty={senders.data?.length === 0}
        emptyText={t('mailTools.senders.empty')}
      />
      {senders.data && senders.data.length > 0 && (
        <DataTable
          caption={t('mailTools.senders.heading')}
          head={[
            t('mailTools.senders.address'),
            t('mailTools.senders.displayName'),
            t('mailTools.senders.owner'),
            t('mailTools.domains.enabled'),
            t('mailTools.actions'),
          ]}
        >
          {senders.data.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} font-medium break-words text-slate-900`}>{row.address}</td>
              <td className={cell}>{row.displayName}</td>
              <td className={cell}>{row.ownerName ?? t('mailTools.senders.sharedOwner')}</td>
              <td className={cell}>{row.enabled ? yes : no}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setEditSender(row)}>
                  {t('mailTools.edit')}
                  <span className="sr-only"> {row.address}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting({ kind: 'sender', row })}>
                  {t('mailTools.delete')}
                  <span className="sr-only"> {row.address}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editDomain && <DomainDialog row={editDomain === 'new' ? null : editDomain} onClose={() => setEditDomain(null)} />}
      {editSender && <SenderDialog row={editSender === 'new' ? null : editSender} onClose={() => setEditSender(null)} />}
      {deleting && (
        <ConfirmDelete
          name={deleting.kind === 'domain' ? deleting.row.domain : deleting.row.address}
          busy={delDomain.isPending || delSender.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            deleting.kind === 'domain'
              ? delDomain.mutate({ body: { id: deleting.row.id } }, { onSettled: () => setDeleting(null) })
              : delSender.mutate({ body: { id: deleting.row.id } }, { onSettled: () => setDeleting(null) })
          }
        />
      )}
    </PageFrame>
  );
}
