import { prefixedSubject, replyBody, type QuoteLang } from '../../../shared/mail/quoted-original';
import type { Chip } from './recipient-chips';

/** The original as the detail call answers it (the fields a reply or forward needs). */
export interface OriginalMail {
  id: number;
  subject: string;
  senderEmail: { name: string; email: string };
  receiverEmailList: { name: string; email: string }[];
  ccEmailList: { name: string; email: string }[];
  replyToList: { name: string; email: string }[];
  sentTime: string | null;
  receiveTime: string;
  content: string;
  attachments: { id: number; filename: string; size: number }[];
}

export type ComposeMode = 'reply' | 'replyAll' | 'forward';

export interface Prefill {
  to: Chip[];
  cc: Chip[];
  subject: string;
  html: string;
  /** Forwarded attachments (attachment ids of the original). */
  attachmentIds: number[];
}

const chip = (p: { name: string; email: string }): Chip => (p.name ? { name: p.name, email: p.email } : { email: p.email });

/**
 * Reply: to the sender (or its Reply-To); reply all: also everyone else on To and Cc except
 * oneself; forward: nobody yet, with the original's attachments. The body is room to write, a
 * divider, the header block of §2 and the original.
 */
export function prefillFor(mode: ComposeMode, original: OriginalMail, ownAddress: string, lang: QuoteLang): Prefill {
  const own = ownAddress.toLowerCase();
  const replyTarget = original.replyToList.length > 0 ? original.replyToList : [original.senderEmail];
  const others = (list: { name: string; email: string }[]) =>
    list.filter((p) => p.email.toLowerCase() !== own && !replyTarget.some((r) => r.email.toLowerCase() === p.email.toLowerCase()));
  const html = replyBody(
    {
      from: original.senderEmail,
      sentAt: original.sentTime ?? original.receiveTime,
      to: original.receiverEmailList,
      cc: original.ccEmailList,
      subject: original.subject,
      html: original.content,
    },
    lang,
  );
  if (mode === 'forward') {
    return {
      to: [],
      cc: [],
      subject: prefixedSubject('Fwd', original.subject),
      html,
      attachmentIds: original.attachments.map((a) => a.id),
    };
  }
  return {
    to: (mode === 'replyAll' ? [...replyTarget, ...others(original.receiverEmailList)] : replyTarget).map(chip),
    cc: mode === 'replyAll' ? others(original.ccEmailList).map(chip) : [],
    subject: prefixedSubject('Re', original.subject),
    html,
    attachmentIds: [],
  };
}
