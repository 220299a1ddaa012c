import { Paperclip, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../ui/toast';
import * as calls from '../../../shared/api/mail-reading-calls';
import type { MailDetail } from '../../../shared/api/mail-reading-calls';
import { displaySender, formatAddressList } from '../../../shared/mail/display';
import { MAIL_PATHS } from '../../../shared/mail/folders';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { downloadFile } from '../../download';
import { Button } from '../../ui/button';
import { detailPath, invalidateMailbox, rememberedList } from './mail-cache';
import { MailBodyFrame } from './mail-body-frame';
import { fileSize, fullTime } from './mail-row-display';
import { MailboxLayout } from './mailbox-layout';
import { PushFinanceDialog } from './push-finance-dialog';

const BACK: Readonly<Record<1 | 2 | 3, string>> = { 1: MAIL_PATHS.sent, 2: MAIL_PATHS.inbox, 3: MAIL_PATHS.spam };

/** The message's .eml (served by the compose side), named after its subject. */
const emlPath = (detail: MailDetail) => {
  const name = (detail.subject.trim() || `mail-${detail.id}`).replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 80);
  return { path: `/v2/emailbox/file/eml/download/${detail.id}/${encodeURIComponent(name)}.eml`, name: `${name}.eml` };
};

/** /message/email/details?id=…&detailsType=…: header, body in a sandboxed frame, attachments, actions, prev/next. */
export default function MailDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const type = Number(search.get('detailsType'));
  const detailsType = type === 1 || type === 2 || type === 3 ? type : 2;
  const valid = Number.isSafeInteger(id) && id > 0;
  // 显示图片 holds for the message it was asked on, not for the next one opened.
  const [imagesFor, setImagesFor] = useState<number | null>(null);
  const showImages = imagesFor === id;
  const cache = rememberedList();
  const query = useCall(
    calls.mailDetail,
    valid ? { body: { id, detailsType, ...(cache ? { searchCache: cache } : {}), ...(showImages ? { showImages: true } : {}) } } : null,
  );
  // Opening marks it read: the counters follow.
  useEffect(() => {
    if (query.data && query.isSuccess) void invalidateCall(calls.unreadCounts);
  }, [query.data?.id, query.isSuccess]); // eslint-disable-line react-hooks/exhaustive-deps
  const title = query.data ? query.data.subject.trim() || t('mailReading.detail.noSubject') : t('mailReading.detail.bodyTitle');
  return (
    <MailboxLayout title={title}>
      {!valid ? (
        <p role="alert" className="text-sm text-red-700">
          {t('mailReading.detail.missing')}
        </p>
      ) : query.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('mailReading.detail.failed', { message: query.error.message })}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {t('mailReading.list.retry')}
          </button>
        </p>
      ) : !query.data ? (
        <p role="status" className="text-sm text-slate-600">
          {t('mailReading.detail.loading')}
        </p>
      ) : (
        <DetailView detail={query.data} onShowImages={() => setImagesFor(id)} />
      )}
    </MailboxLayout>
  );
}

function DetailView({ detail, onShowImages }: { detail: MailDetail; onShowImages(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pushing, setPushing] = useState(false);
  const received = detail.detailsType !== 1;
  const mark = useCallMutation(calls.receiveMark, { onSuccess: () => void invalidateMailbox() });
  const junk = useCallMutation(calls.junkMove, {
    onSuccess: () => {
      toast.success(t('mailReading.detail.moved'));
      void invalidateMailbox();
      navigate(BACK[detail.detailsType]);
    },
  });
  const allow = useCallMutation(calls.imageAllow, {
    onSuccess: (answer) => {
      toast.success(t('mailReading.detail.allowed', { sender: answer.sender }));
      void invalidateCall(calls.mailDetail);
    },
  });
  const marks = useCall(calls.markOptions, received ? {} : null, { staleTime: Infinity });
  const eml = emlPath(detail);
  return (
    <article className="flex flex-col gap-3">
      <nav className="flex flex-wrap items-center gap-2 text-sm">
        <Link to={BACK[detail.detailsType]} className="text-brand-700 underline">
          {t('mailReading.detail.back')}
        </Link>
        <span className="ml-auto flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={detail.prevId === null}
            onClick={() => detail.prevId !== null && navigate(detailPath(detail.prevId, detail.detailsType))}
          >
            {t('mailReading.detail.prev')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={detail.nextId === null}
            onClick={() => detail.nextId !== null && navigate(detailPath(detail.nextId, detail.detailsType))}
          >
            {t('mailReading.detail.next')}
          </Button>
        </span>
      </nav>
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('mailReading.detail.bodyTitle')}>
        <Button size="sm" onClick={() => navigate(`${MAIL_PATHS.write}?replyTo=${detail.id}`)}>
          {t('mailReading.detail.reply')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => navigate(`${MAIL_PATHS.write}?replyAll=${detail.id}`)}>
          {t('mailReading.detail.replyAll')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => navigate(`${MAIL_PATHS.write}?forward=${detail.id}`)}>
          {t('mailReading.detail.forward')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={detail.starred}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ body: { ids: [detail.id], starred: !detail.starred } })}
        >
          <Star
            size={14}
            aria-hidden
            fill={detail.starred ? 'currentColor' : 'none'}
            className={detail.starred ? 'text-amber-500' : undefined}
          />
          {detail.starred ? t('mailReading.detail.unstar') : t('mailReading.detail.star')}
        </Button>
        {received && (
          <Button
            size="sm"
            variant="secondary"
            disabled={mark.isPending}
            onClick={() =>
              mark.mutate({ body: { ids: [detail.id], seen: false } }, { onSuccess: () => navigate(BACK[detail.detailsType]) })
            }
          >
            {t('mailReading.detail.markUnread')}
          </Button>
        )}
        {received && (
          <Button
            size="sm"
            variant="secondary"
            disabled={junk.isPending}
            onClick={() => junk.mutate({ body: { ids: [detail.id], to: detail.detailsType === 3 ? 'inbox' : 'junk' } })}
          >
            {detail.detailsType === 3 ? t('mailReading.detail.notJunk') : t('mailReading.detail.toJunk')}
          </Button>
        )}
        {received && marks.data && (
          <label className="flex items-center gap-1 text-sm">
            <span className="text-slate-600">{t('mailReading.detail.mark')}</span>
            <select
              value={detail.mark}
              onChange={(event) => mark.mutate({ body: { ids: [detail.id], mark: Number(event.target.value) } })}
              className="h-8 rounded-md border border-slate-300 px-2"
            >
              {marks.data.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {received && (
          <Button size="sm" variant="secondary" onClick={() => setPushing(true)}>
            {t('mailReading.detail.pushFinance')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => void downloadFile(eml.path, eml.name).catch(() => undefined)}>
          {t('mailReading.detail.eml')}
        </Button>
      </div>
      <header className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-600">{t('mailReading.detail.from')}</dt>
          <dd className="min-w-0 break-words font-medium text-slate-900">{displaySender(detail.senderEmail)}</dd>
          <dt className="text-slate-600">{t('mailReading.detail.to')}</dt>
          <dd className="min-w-0 break-words">{formatAddressList(detail.receiverEmailList)}</dd>
          {detail.ccEmailList.length > 0 && (
            <>
              <dt className="text-slate-600">{t('mailReading.detail.cc')}</dt>
              <dd className="min-w-0 break-words">{formatAddressList(detail.ccEmailList)}</dd>
            </>
          )}
          <dt className="text-slate-600">{t('mailReading.detail.time')}</dt>
          <dd>
            <time dateTime={detail.receiveTime}>{fullTime(detail.receiveTime)}</time>
          </dd>
        </dl>
        {(detail.spf || detail.dkim) && (
          <p className="mt-1 text-xs text-slate-600">
            {t('mailReading.detail.auth', { spf: detail.spf ?? '-', dkim: detail.dkim ?? '-' })}
          </p>
        )}
      </header>
      {detail.remoteImagesBlocked && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <span>{t('mailReading.detail.imagesBlocked', { count: detail.remoteImageCount })}</span>
          <Button size="sm" variant="secondary" onClick={onShowImages}>
            {t('mailReading.detail.showImages')}
          </Button>
          <Button size="sm" variant="secondary" disabled={allow.isPending} onClick={() => allow.mutate({ body: { id: detail.id } })}>
            {t('mailReading.detail.alwaysShow')}
          </Button>
        </div>
      )}
      <MailBodyFrame html={detail.content} remoteImages={detail.withRemoteImages} />
      {detail.attachments.length > 0 && (
        <section aria-labelledby="mail-attachments" className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm">
          <h2 id="mail-attachments" className="mb-2 font-semibold text-slate-900">
            {t('mailReading.detail.attachments', { count: detail.attachments.length })}
          </h2>
          <ul className="flex flex-col gap-1">
            {detail.attachments.map((file) => (
              <li key={file.id} className="flex items-center gap-3">
                <span className="flex min-w-0 flex-1 items-center gap-1 truncate">
                  <Paperclip size={14} aria-hidden className="shrink-0 text-slate-500" />
                  {file.filename}
                </span>
                <span className="text-xs text-slate-600">{fileSize(file.size)}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void downloadFile(file.downloadPath, file.filename).catch(() => undefined)}
                >
                  {t('mailReading.detail.download')}
                  <span className="sr-only"> {file.filename}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <PushFinanceDialog id={detail.id} open={pushing} onClose={() => setPushing(false)} />
    </article>
  );
}
