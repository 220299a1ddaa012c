import { escapeHtml } from '../content/plain-to-html';

/** The public addresses a recipient's copy links to; tokens are the recipient row's unguessable key. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/v2/emailbox/marketing/unsubscribe/${token}`;
export const openPixelUrl = (publicUrl: string, token: string) => `${publicUrl}/v2/emailbox/marketing/open/${token}.png`;

/**
 * One recipient's body: the campaign as written, then a bilingual unsubscribe line and a 1×1
 * image that tells the campaign the mail was opened (when the reader's client loads images).
 */
export function recipientHtml(html: string, publicUrl: string, token: string): string {
  const link = escapeHtml(unsubscribeUrl(publicUrl, token));
  const pixel = escapeHtml(openPixelUrl(publicUrl, token));
  return (
    `${html}\n` +
    `<p style="margin-top:24px;font-size:12px;color:#64748b">不想再收到此类邮件？<a href="${link}">退订</a> · ` +
    `Don't want these mails? <a href="${link}">Unsubscribe</a></p>\n` +
    `<img src="${pixel}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
  );
}
