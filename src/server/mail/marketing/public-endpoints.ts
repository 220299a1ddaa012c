import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { mailCampaignRecipients, mailUnsubscribes } from '../../db/schema/index';
import { escapeHtml } from '../content/plain-to-html';

/** The smallest transparent png (1×1, one fully transparent pixel). */
export const TRANSPARENT_PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);

/** Tokens are 32 hex characters; anything else is not looked up at all. */
const TOKEN = /^[0-9a-f]{32}$/;

async function recipientOf(deps: AppDeps, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await deps.db.select().from(mailCampaignRecipients).where(eq(mailCampaignRecipients.token, token)).limit(1);
  return row ?? null;
}

/** Records the first open of a recipient's copy; unknown tokens and later opens change nothing. */
export async function recordOpen(deps: AppDeps, file: string): Promise<void> {
  const token = file.replace(/\.png$/i, '').toLowerCase();
  if (!TOKEN.test(token)) return;
  await deps.db
    .update(mailCampaignRecipients)
    .set({ openedAt: deps.clock.now() })
    .where(and(eq(mailCampaignRecipients.token, token), isNull(mailCampaignRecipients.openedAt)));
}

/** The pixel itself: never cached, so each client load reaches the server. */
export function pixelResponse(): Response {
  return new Response(TRANSPARENT_PNG, {
    status: 200,
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(TRANSPARENT_PNG.length),
      'Cache-Control': 'no-store, max-age=0',
      // A file answer names itself (shown inline: it is an image in a mail).
      'Content-Disposition': 'inline; filename="open.png"',
    },
  });
}

export type UnsubscribeOutcome = 'done' | 'unknown';

/**
 * Records the recipient's address as unsubscribed (once per address: later campaigns of anyone
 * skip it). A second click answers the same confirmation.
 */
export async function recordUnsubscribe(deps: AppDeps, token: string): Promise<{ outcome: UnsubscribeOutcome; email: string | null }> {
  const recipient = await recipientOf(deps, token.toLowerCase());
  if (!recipient) return { outcome: 'unknown', email: null };
  await deps.db
    .insert(mailUnsubscribes)
    .values({ email: recipient.email.trim().toLowerCase(), campaignId: recipient.campaignId, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  return { outcome: 'done', email: recipient.email };
}

const PAGE_TEXT = {
  done: {
    zh: (email: string) => `已退订：${email} 不会再收到我们的营销邮件。`,
    en: (email: string) => `Unsubscribed: ${email} will not receive our marketing mail again.`,
  },
  unknown: {
    zh: () => '这个退订链接无效或已过期。',
    en: () => 'This unsubscribe link is not valid.',
  },
} as const;

/** A small page in both languages (the reader is a customer, not signed in: no language to choose). */
export function unsubscribePage(outcome: UnsubscribeOutcome, email: string | null): Response {
  const address = escapeHtml(email ?? '');
  const title = outcome === 'done' ? '退订成功 · Unsubscribed' : '退订链接无效 · Link not valid';
  const body = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:480px;margin:12vh auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 16px}
p{line-height:1.6;margin:8px 0}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${PAGE_TEXT[outcome].zh(address)}</p>
<p lang="en">${PAGE_TEXT[outcome].en(address)}</p>
</main>
</body>
</html>`;
  // A page for a person who clicked a link in a mail: an invalid link is explained, not an API failure.
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}
