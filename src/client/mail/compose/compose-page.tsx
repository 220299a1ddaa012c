import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../ui/toast';
import {
  MAIL_UPLOAD_MAX_BYTES,
  draftSave,
  draftTimingSave,
  draftViewCall,
  emailSend,
  senderList,
  signatureIncludeShare,
  tempIncludeShare,
  type ComposeFields,
  type DraftView,
  type SendResult,
} from '../../../shared/api/mail-compose-calls';
import { mailDetail } from '../../../shared/api/mail-reading-calls';
import { MAIL_PATHS } from '../../../shared/mail/folders';
import { failureText } from '../../api/failure-text';
import { portalClient } from '../../api/portal-client';
import { queryClient } from '../../api/query-client';
import { useCall, useCallMutation } from '../../api/use-call';
import { useLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { callBody, Form, FormError, SubmitButton } from '../../ui/form';
import { MailboxLayout } from '../reading/mailbox-layout';
import { invalidateMailbox } from '../reading/mail-cache';
import { prefillFor, type ComposeMode, type OriginalMail } from './prefill';
import type { Chip } from './recipient-chips';
import { RecipientField } from './recipient-field';
import { RichEditor, type RichEditorHandle } from './rich-editor';
import { uploadWithProgress } from './upload-with-progress';

type FormValues = Omit<ComposeFields, 'to' | 'cc' | 'bcc'> & { to: Chip[]; cc: Chip[]; bcc: Chip[] };

interface AttachmentItem {
  key: string;
  name: string;
  size: number;
  token?: string;
  attachmentId?: number;
  percent: number;
}

/** `2026-11-02T18:30` (Asia/Shanghai wall time) → an instant with +08:00. */
const shanghaiInstant = (local: string) => `${local}:00+08:00`;

/** /message/email/write: new mail, ?replyTo= / ?replyAll= / ?forward= an original, or ?draft= a draft. */
export default function ComposePage() {
  const [params] = useSearchParams();
  const mode: ComposeMode | null = params.get('replyAll')
    ? 'replyAll'
    : params.get('replyTo')
      ? 'reply'
      : params.get('forward')
        ? 'forward'
        : null;
  const originalId = Number(params.get('replyAll') ?? params.get('replyTo') ?? params.get('forward') ?? 0);
  const draftId = Number(params.get('draft') ?? 0);
  const { t } = useTranslation();
  const senders = useCall(senderList, { body: { nameFlag: 1 } });
  const signatures = useCall(signatureIncludeShare, {});
  const original = useQuery(
    {
      queryKey: ['compose-original', originalId],
      enabled: originalId > 0,
      queryFn: async () => {
        // The original may be received, sent or junk: the detail is asked for as each in turn.
        let last: unknown = null;
        for (const detailsType of [2, 1, 3] as const) {
          try {
            return (await portalClient.call(
              mailDetail,
              { body: { id: originalId, detailsType } },
              { silent: true },
            )) as unknown as OriginalMail;
          } catch (error) {
            last = error;
          }
        }
        throw last;
      },
    },
    queryClient,
  );
  const draft = useCall(draftViewCall, draftId > 0 ? { params: { id: draftId } } : null);
  const waiting = senders.isPending || (originalId > 0 && original.isPending) || (draftId > 0 && draft.isPending) || signatures.isPending;
  const failed = original.error ?? draft.error ?? senders.error;
  return (
    <MailboxLayout title={t('mailCompose.title')}>
      {failed ? (
        <p role="alert" className="p-6 text-sm text-red-700">
          {t('mailCompose.loadFailed', { message: failureText(failed) })}
        </p>
      ) : waiting ? (
        <p className="p-6 text-sm text-slate-600">{t('mailCompose.loading')}</p>
      ) : (
        <ComposeForm
          key={`${mode}-${originalId}-${draftId}`}
          mode={mode}
          original={original.data ?? null}
          draft={draft.data ?? null}
          ownAddress={senders.data?.[0]?.address ?? ''}
          defaultSignature={signatures.data?.find((s) => s.isDefault)?.html ?? ''}
        />
      )}
    </MailboxLayout>
  );
}

interface ComposeFormProps {
  mode: ComposeMode | null;
  original: OriginalMail | null;
  draft: DraftView | null;
  ownAddress: string;
  defaultSignature: string;
}

function ComposeForm({ mode, original, draft, ownAddress, defaultSignature }: ComposeFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const editor = useRef<RichEditorHandle>(null);
  const senders = useCall(senderList, { body: { nameFlag: 1 } });
  const templates = useCall(tempIncludeShare, {});
  const signatures = useCall(signatureIncludeShare, {});
  const prefill = mode && original ? prefillFor(mode, original, ownAddress, language === 'en' ? 'en' : 'zh') : null;
  const signature = defaultSignature ? `<p><br></p><div data-signature="">${defaultSignature}</div>` : '';
  const initialHtml = draft?.html ?? (prefill ? prefill.html.replace('<p><br></p>', `<p><br></p>${signature}`) : `<p><br></p>${signature}`);
  const form = useForm<FormValues, unknown, ComposeFields>({
    resolver: zodResolver(callBody(emailSend)) as never,
    defaultValues: {
      fromAddress: draft?.fromAddress ?? ownAddress,
      to: draft?.to ?? prefill?.to ?? [],
      cc: draft?.cc ?? prefill?.cc ?? [],
      bcc: draft?.bcc ?? [],
      subject: draft?.subject ?? prefill?.subject ?? '',
      html: initialHtml,
      uploadTokens: [],
      attachmentIds: [],
      ...(mode !== 'forward' && original ? { replyToId: original.id } : {}),
      ...(draft?.replyToId ? { replyToId: draft.replyToId } : {}),
      ...(mode === 'forward' && original ? { forwardId: original.id } : {}),
      ...(draft ? { draftId: draft.id } : {}),
    },
  });
  const [showCc, setShowCc] = useState(Boolean(draft?.cc.length || prefill?.cc.length));
  const [showBcc, setShowBcc] = useState(Boolean(draft?.bcc.length));
  const [files, setFiles] = useState<AttachmentItem[]>(() => [
    ...(draft?.attachments ?? []).map((a) => ({ key: `a${a.id}`, name: a.filename, size: a.size, attachmentId: a.id, percent: 100 })),
    ...(mode === 'forward' ? (original?.attachments ?? []) : []).map((a) => ({
      key: `a${a.id}`,
      name: a.filename,
      size: a.size,
      attachmentId: a.id,
      percent: 100,
    })),
  ]);
  const [problems, setProblems] = useState<string[]>([]);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [scheduleAt, setScheduleAt] = useState('');
  const picker = useRef<HTMLInputElement>(null);

  const withFiles = (values: ComposeFields): ComposeFields => ({
    ...values,
    uploadTokens: files.flatMap((f) => (f.token ? [f.token] : [])),
    attachmentIds: files.flatMap((f) => (f.attachmentId ? [f.attachmentId] : [])),
  });
  const uploading = files.some((f) => f.percent < 100);
  const send = useCallMutation(emailSend);
  const save = useCallMutation(draftSave);
  const timing = useCallMutation(draftTimingSave);

  const afterSend = async (result: SendResult) => {
    const text =
      result.deliveryState === 'no_relay'
        ? t('mailCompose.sentNoRelay')
        : result.deliveryState === 'sent'
          ? t('mailCompose.sent')
          : t('mailCompose.sentFailed');
    if (result.deliveryState === 'sent') toast.success(text);
    else toast.warning(text);
    await invalidateMailbox();
    navigate(MAIL_PATHS.sent);
  };

  const addFiles = async (chosen: File[]) => {
    const messages: string[] = [];
    for (const file of chosen) {
      if (file.size > MAIL_UPLOAD_MAX_BYTES) {
        messages.push(t('mailCompose.tooLarge', { name: file.name }));
        continue;
      }
      const key = `u${Date.now()}${Math.random()}`;
      setFiles((list) => [...list, { key, name: file.name, size: file.size, percent: 0 }]);
      try {
        const stored = await uploadWithProgress(file, (percent) =>
          setFiles((list) => list.map((f) => (f.key === key ? { ...f, percent: Math.min(percent, 99) } : f))),
        );
        setFiles((list) => list.map((f) => (f.key === key ? { ...f, token: stored.token, percent: 100 } : f)));
      } catch (error) {
        setFiles((list) => list.filter((f) => f.key !== key));
        messages.push(t('mailCompose.uploadFailed', { name: file.name, message: failureText(error) }));
      }
    }
    setProblems(messages);
  };

  const saveDraft = async () => {
    const values = withFiles(form.getValues() as unknown as ComposeFields);
    try {
      const saved = await save.mutateAsync({ body: values });
      form.setValue('draftId', saved.id);
      toast.success(t('mailCompose.draftSaved'));
      await invalidateMailbox();
    } catch {
      // The shared failure handler showed it.
    }
  };

  const scheduleSend = form.handleSubmit(async (values) => {
    if (!scheduleAt) return;
    const saved = await timing.mutateAsync({ body: { ...withFiles(values), scheduledAt: shanghaiInstant(scheduleAt) } });
    toast.success(t('mailCompose.scheduled', { time: scheduleAt.replace('T', ' ') }));
    await invalidateMailbox();
    navigate(`${MAIL_PATHS.drafts}?highlight=${saved.id}`);
  });

  const errors = form.formState.errors;
  const listError = (field: 'to' | 'cc' | 'bcc') => {
    const error = errors[field] as { message?: string; [index: number]: { email?: { message?: string } } } | undefined;
    if (!error) return undefined;
    return error.message ? t('mailCompose.recipientFormat') : t('mailCompose.recipientFormat');
  };

  return (
    <Form
      form={form}
      onSubmit={async (values) => afterSend(await send.mutateAsync({ body: withFiles(values) }))}
      className="flex h-full flex-col gap-2 p-3 sm:p-4"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 py-1.5">
        <label htmlFor="compose-from" className="w-16 shrink-0 text-sm text-slate-600">
          {t('mailCompose.from')}
        </label>
        <select
          id="compose-from"
          className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-1 text-sm"
          {...form.register('fromAddress')}
        >
          {(senders.data ?? []).map((s) => (
            <option key={s.address} value={s.address}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="relative">
        <Controller
          control={form.control}
          name="to"
          render={({ field }) => (
            <RecipientField label={t('mailCompose.to')} value={field.value} onChange={field.onChange} error={listError('to')} />
          )}
        />
        <div className="flex justify-end gap-3 pb-1 text-sm sm:absolute sm:right-0 sm:top-2 sm:pb-0">
          {!showCc && (
            <button type="button" className="text-sky-800 hover:underline" onClick={() => setShowCc(true)}>
              {t('mailCompose.showCc')}
            </button>
          )}
          {!showBcc && (
            <button type="button" className="text-sky-800 hover:underline" onClick={() => setShowBcc(true)}>
              {t('mailCompose.showBcc')}
            </button>
          )}
        </div>
      </div>
      {showCc && (
        <Controller
          control={form.control}
          name="cc"
          render={({ field }) => (
            <RecipientField label={t('mailCompose.cc')} value={field.value} onChange={field.onChange} error={listError('cc')} />
          )}
        />
      )}
      {showBcc && (
        <Controller
          control={form.control}
          name="bcc"
          render={({ field }) => (
            <RecipientField label={t('mailCompose.bcc')} value={field.value} onChange={field.onChange} error={listError('bcc')} />
          )}
        />
      )}
      <div className="flex items-center gap-2 border-b border-slate-200 py-1.5">
        <label htmlFor="compose-subject" className="w-16 shrink-0 text-sm text-slate-600">
          {t('mailCompose.subject')}
        </label>
        <input id="compose-subject" className="min-w-0 flex-1 bg-transparent py-1 text-sm outline-none" {...form.register('subject')} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={t('mailCompose.template')}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-sm"
          value=""
          onChange={(event) => {
            const picked = templates.data?.find((row) => String(row.id) === event.target.value);
            if (!picked) return;
            if (picked.subject) form.setValue('subject', picked.subject);
            editor.current?.insertHtml(picked.html);
          }}
        >
          <option value="">{t('mailCompose.noTemplate')}</option>
          {(templates.data ?? []).map((row) => (
            <option key={row.id} value={row.id}>
              {row.name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('mailCompose.signature')}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-sm"
          value=""
          onChange={(event) => {
            const picked = signatures.data?.find((row) => String(row.id) === event.target.value);
            if (picked) editor.current?.insertHtml(`<div data-signature="">${picked.html}</div>`);
          }}
        >
          <option value="">{t('mailCompose.noSignature')}</option>
          {(signatures.data ?? []).map((row) => (
            <option key={row.id} value={row.id}>
              {row.name}
            </option>
          ))}
        </select>
        <Button variant="secondary" size="sm" onClick={() => picker.current?.click()}>
          <Paperclip size={14} aria-hidden />
          {t('mailCompose.attach')}
        </Button>
        <span className="text-xs text-slate-600">{t('mailCompose.attachLimit')}</span>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            void addFiles(chosen);
          }}
        />
      </div>
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {files.map((file) => (
            <li key={file.key} className="flex items-center gap-2 rounded border border-slate-200 bg-slate-50 px-2 py-1 text-sm">
              <Paperclip size={14} aria-hidden className="text-slate-600" />
              <span className="max-w-[14rem] truncate">{file.name}</span>
              <span className="text-xs text-slate-600">
                {file.percent < 100
                  ? t('mailCompose.uploading', { percent: file.percent })
                  : `${Math.max(1, Math.round(file.size / 1024))} KB`}
              </span>
              <button
                type="button"
                aria-label={t('mailCompose.removeAttachment', { name: file.name })}
                className="rounded p-0.5 hover:bg-black/10"
                onClick={() => setFiles((list) => list.filter((f) => f.key !== file.key))}
              >
                <X size={12} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {problems.map((problem) => (
        <p key={problem} role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      ))}
      <RichEditor ref={editor} initialHtml={initialHtml} label={t('mailCompose.body')} onChange={(html) => form.setValue('html', html)} />
      <FormError />
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
        <SubmitButton busyLabel={t('mailCompose.sending')} disabled={uploading}>
          {t('mailCompose.send')}
        </SubmitButton>
        <Button variant="secondary" onClick={() => void saveDraft()} disabled={save.isPending || uploading}>
          {t('mailCompose.saveDraft')}
        </Button>
        <Button variant="secondary" onClick={() => setScheduleOpen((open) => !open)} aria-expanded={scheduleOpen}>
          {t('mailCompose.schedule')}
        </Button>
        {scheduleOpen && (
          <span className="flex flex-wrap items-center gap-2">
            <label htmlFor="compose-schedule" className="text-sm text-slate-700">
              {t('mailCompose.scheduleAt')}
            </label>
            <input
              id="compose-schedule"
              type="datetime-local"
              className="rounded border border-slate-300 px-2 py-1 text-sm"
              value={scheduleAt}
              onChange={(event) => setScheduleAt(event.target.value)}
            />
            <Button size="sm" disabled={!scheduleAt || timing.isPending || uploading} onClick={() => void scheduleSend()}>
              {t('mailCompose.scheduleConfirm')}
            </Button>
          </span>
        )}
        <Button
          variant="ghost"
          className="ml-auto"
          onClick={() => {
            if (window.confirm(t('mailCompose.discardConfirm'))) navigate(-1);
          }}
        >
          {t('mailCompose.discard')}
        </Button>
      </div>
    </Form>
  );
}
