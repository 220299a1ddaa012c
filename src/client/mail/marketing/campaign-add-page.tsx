import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../ui/toast';
import {
  campaignDetail,
  campaignDraft,
  campaignQuery,
  campaignSave,
  campaignSend,
  type CampaignDraft,
  type CampaignSegment,
} from '../../../shared/api/mail-marketing-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { RichEditor } from '../compose/rich-editor';
import { MailBodyFrame } from '../reading/mail-body-frame';
import { MailboxLayout } from '../reading/mailbox-layout';
import { campaignDetailPath, MARKETING_PATHS } from './campaign-links';
import { SegmentPicker, useSegmentReach } from './segment-picker';

const EMPTY: CampaignDraft = { name: '', subject: '', html: '', segment: {} };

/** 新建营销活动 (and a saved draft, ?id=): loads the draft first, then the editor starts from it. */
export default function CampaignAddPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const editing = Number.isSafeInteger(id) && id > 0 ? id : undefined;
  const existing = useCall(campaignDetail, editing ? { params: { id: editing } } : null);
  if (!editing) return <CampaignEditor key="new" initial={EMPTY} />;
  const data = existing.data;
  if (data && data.state !== 'draft') return <Navigate to={campaignDetailPath(data.id)} replace />;
  if (data) {
    return (
      <CampaignEditor
        key={data.id}
        initial={{ id: data.id, name: data.name, subject: data.subject, html: data.html, segment: data.segment }}
      />
    );
  }
  return (
    <MailboxLayout title={t('mailMarketing.add.title')}>
      <p role={existing.isError ? 'alert' : undefined} className="py-8 text-center text-sm text-slate-700">
        {existing.isError
          ? existing.error.code === 10000404
            ? t('mailMarketing.detail.notFound')
            : t('mailMarketing.loadFailed')
          : t('mailMarketing.loading')}
      </p>
    </MailboxLayout>
  );
}

/** Name, subject, body with its preview, the segment with its live count; save, and send after a confirmation. */
function CampaignEditor({ initial }: { initial: CampaignDraft }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<CampaignDraft>({ resolver: zodResolver(campaignDraft), defaultValues: initial });
  const [segment, setSegment] = useState<CampaignSegment>(initial.segment);
  const [html, setHtml] = useState(initial.html);
  const preview = useSegmentReach(segment);
  const [confirming, setConfirming] = useState<{ id: number; count: number } | null>(null);
  const save = useCallMutation(campaignSave);
  const send = useCallMutation(campaignSend);

  // The page stays where it is after the first save (a new URL would remount it mid-send); the id is kept in the form.
  const store = async (values: CampaignDraft) => {
    const saved = await save.mutateAsync({ body: { ...values, id: form.getValues('id') ?? initial.id, segment } });
    form.setValue('id', saved.id);
    void invalidateCall(campaignQuery);
    return saved.id;
  };
  const onSave = async (values: CampaignDraft) => {
    await store(values);
    toast.success(t('mailMarketing.add.saved'));
  };
  const onSend = form.handleSubmit(async (values) => {
    const count = preview.data?.addresses ?? 0;
    if (count === 0) return void toast.error(t('mailMarketing.add.nothingToSend'));
    setConfirming({ id: await store(values), count });
  });
  const sendNow = async () => {
    if (!confirming) return;
    const counts = await send.mutateAsync({ body: { id: confirming.id } });
    setConfirming(null);
    void invalidateCall(campaignQuery);
    toast.success(t('mailMarketing.add.sentToast', { sent: counts.sent, noRelay: counts.noRelay, failed: counts.failed }));
    navigate(campaignDetailPath(confirming.id), { replace: true });
  };

  return (
    <MailboxLayout title={t('mailMarketing.add.title')}>
      <Form form={form} onSubmit={onSave} className="flex flex-col gap-4">
        <Link to={MARKETING_PATHS.list} className="self-start text-sm text-brand-700 hover:underline">
          {t('mailMarketing.detail.back')}
        </Link>
        <FormError />
        <FormField<CampaignDraft> name="name" label={t('mailMarketing.add.name')}>
          <Input maxLength={100} autoComplete="off" />
        </FormField>
        <FormField<CampaignDraft> name="subject" label={t('mailMarketing.add.subject')}>
          <Input maxLength={200} autoComplete="off" />
        </FormField>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-1">
            <RichEditor
              initialHtml={initial.html}
              label={t('mailMarketing.add.body')}
              onChange={(value) => {
                setHtml(value);
                form.setValue('html', value, { shouldValidate: form.formState.isSubmitted });
              }}
            />
            <p className="text-xs text-slate-600">{t('mailMarketing.add.bodyHint')}</p>
            {form.formState.errors.html && (
              <p role="alert" className="text-sm text-red-700">
                {t('mailMarketing.add.bodyRequired')}
              </p>
            )}
          </div>
          <section aria-label={t('mailMarketing.add.preview')} className="flex flex-col gap-1">
            <h2 className="text-sm font-medium text-slate-800">{t('mailMarketing.add.preview')}</h2>
            <MailBodyFrame html={html} remoteImages={false} />
          </section>
        </div>
        <SegmentPicker value={segment} onChange={setSegment} preview={preview} />
        <div className="flex flex-wrap justify-end gap-2">
          <SubmitButton variant="secondary">{t('mailMarketing.add.save')}</SubmitButton>
          <Button onClick={() => void onSend()} disabled={save.isPending || send.isPending}>
            {t('mailMarketing.add.send')}
          </Button>
        </div>
      </Form>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !send.isPending && setConfirming(null)}
        title={t('mailMarketing.add.confirmTitle')}
        description={t('mailMarketing.add.confirmText', { count: confirming?.count ?? 0 })}
      >
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={send.isPending}>
            {t('mailMarketing.add.cancel')}
          </Button>
          <Button onClick={() => void sendNow()} disabled={send.isPending}>
            {t('mailMarketing.add.confirm')}
          </Button>
        </div>
      </Dialog>
    </MailboxLayout>
  );
}
