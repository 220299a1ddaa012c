import { and, eq } from 'drizzle-orm';
import type { MailDetail, SearchCache } from '../../../shared/api/mail-reading-calls';
import { attachmentDownload } from '../../../shared/api/mail-reading-calls';
import { buildPath } from '../../../shared/api/define-call';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { mailAttachments, mailImageAllow, mailMessages, staff } from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { withRemoteImages } from '../content/show-remote-images';
import { detailsTypeOf, neighbours, toMailRow, type MailList } from './mail-list-query';
import { ownMessage } from './owned-messages';

/** Whether the mailbox shows this sender's remote images without asking. */
export async function imagesAllowed(db: Db, accountId: number, sender: string): Promise<boolean> {
  if (sender.trim() === '') return false;
  const [row] = await db
    .select({ sender: mailImageAllow.sender })
    .from(mailImageAllow)
    .where(and(eq(mailImageAllow.accountId, accountId), eq(mailImageAllow.sender, sender.trim().toLowerCase())))
    .limit(1);
  return row !== undefined;
}

/**
 * One message to read: the detail type must fit it (sent = 1, received = 2 or 3), the body is the
 * sanitized HTML with remote images loaded only for allowed senders, and opening it marks it seen.
 */
export async function readMessage(
  db: Db,
  accountId: number,
  request: { id: number; detailsType: 1 | 2 | 3; searchCache?: SearchCache | undefined; showImages?: boolean | undefined },
  lang: Lang,
): Promise<MailDetail> {
  const row = await ownMessage(db, accountId, request.id);
  const received = row.direction === 'in';
  if (received !== (request.detailsType !== 1)) throw fail.notFound();
  const [follower] = row.followStaffId
    ? await db.select({ name: staff.name, nameEn: staff.nameEn }).from(staff).where(eq(staff.id, row.followStaffId))
    : [];
  const files = await db
    .select({
      id: mailAttachments.id,
      filename: mailAttachments.filename,
      size: mailAttachments.size,
      contentType: mailAttachments.contentType,
    })
    .from(mailAttachments)
    .where(and(eq(mailAttachments.messageId, row.id), eq(mailAttachments.inline, false)))
    .orderBy(mailAttachments.id);
  const allowed = row.remoteImages > 0 && (request.showImages === true || (await imagesAllowed(db, accountId, row.fromAddress)));
  const cache = request.searchCache;
  const list: MailList | null = cache ? { kind: cache.list } : null;
  const around = list && cache ? await neighbours(db, accountId, list, cache, row) : { prevId: null, nextId: null };
  if (!row.seen)
    await db
      .update(mailMessages)
      .set({ seen: true })
      .where(and(eq(mailMessages.id, row.id), eq(mailMessages.accountId, accountId)));
  const base = toMailRow({ ...row, followName: follower?.name ?? null, followNameEn: follower?.nameEn ?? null }, lang);
  return {
    ...base,
    detailsType: detailsTypeOf(row.direction, row.folder),
    seen: true,
    sentTime: row.sentAt?.toISOString() ?? null,
    replyToList: row.replyTo,
    content: allowed ? withRemoteImages(row.html) : row.html,
    withRemoteImages: allowed,
    remoteImagesBlocked: row.remoteImages > 0 && !allowed,
    remoteImageCount: row.remoteImages,
    attachments: files.map((file) => ({ ...file, downloadPath: buildPath(attachmentDownload.path, { id: file.id }) })),
    spf: row.spf,
    dkim: row.dkim,
    ...around,
  };
}

/** Remembers the sender of one of the caller's messages as one whose remote images are shown. */
export async function allowImagesOf(db: Db, accountId: number, id: number, now: Date): Promise<string> {
  const row = await ownMessage(db, accountId, id);
  const sender = row.fromAddress.trim().toLowerCase();
  if (sender === '') throw fail.notFound();
  await db.insert(mailImageAllow).values({ accountId, sender, createdAt: now }).onConflictDoNothing();
  return sender;
}
