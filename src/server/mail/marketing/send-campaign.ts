import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CAMPAIGN_STATES, RECIPIENT_STATES, type CampaignCounts, type RecipientState } from '../../../shared/api/mail-marketing-calls';
import type { AppDeps } from '../../deps';
import { mailCampaignRecipients, mailCampaigns, mailMessages } from '../../db/schema/index';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { sendMail } from '../outgoing/send-mail';
import { campaignNotDraft, campaignRowOf, ownCampaign } from './campaign-store';
import { recipientHtml, unsubscribeUrl } from './campaign-mail';
import { segmentAddresses } from './segment-query';
import type { CampaignSegment } from '../../../shared/api/mail-marketing-calls';

/** 128 random bits: the key of a recipient's unsubscribe link and open pixel. */
export const newRecipientToken = (): string => randomBytes(16).toString('hex');

/** The outgoing path's verdict for one recipient, as the campaign shows it. */
function recipientStateOf(deliveryState: string): RecipientState {
  if (deliveryState === 'sent' || deliveryState === 'delivered') return RECIPIENT_STATES.sent;
  if (deliveryState === 'no_relay') return RECIPIENT_STATES.noRelay;
  if (deliveryState === 'failed') return RECIPIENT_STATES.failed;
  // queued / sending: the outbox retries it; the campaign shows it as still pending.
  return RECIPIENT_STATES.pending;
}

/**
 * Sends an own draft: claims it (draft → sending, so a second click sends nothing), writes one
 * recipient row per contact address of the segment — addresses that unsubscribed are written as
 * 'unsubscribed' and skipped — then sends each recipient its own copy through the mailbox's
 * outgoing path (sendMail: the sent folder, local delivery or the relay, no_relay without one).
 */
export async function sendCampaign(deps: AppDeps, staffId: number, account: MailAccountRow, campaignId: number): Promise<CampaignCounts> {
  const campaign = await ownCampaign(deps.db, staffId, campaignId);
  const claimed = await deps.db
    .update(mailCampaigns)
    .set({ state: CAMPAIGN_STATES.sending, accountId: account.id })
    .where(and(eq(mailCampaigns.id, campaign.id), eq(mailCampaigns.state, CAMPAIGN_STATES.draft)))
    .returning({ id: mailCampaigns.id });
  if (claimed.length === 0) throw campaignNotDraft();

  const addresses = await segmentAddresses(deps, staffId, campaign.segment as CampaignSegment);
  const rows =
    addresses.length === 0
      ? []
      : await deps.db
          .insert(mailCampaignRecipients)
          .values(
            addresses.map((a) => ({
              campaignId: campaign.id,
              customerId: a.customerId,
              email: a.email,
              name: a.name,
              state: a.unsubscribed ? RECIPIENT_STATES.unsubscribed : RECIPIENT_STATES.pending,
              token: newRecipientToken(),
            })),
          )
          .returning();

  const from = { name: account.displayName, email: account.address };
  for (const row of rows) {
    if (row.state !== RECIPIENT_STATES.pending) continue;
    let state: RecipientState;
    let error: string | null;
    try {
      const result = await sendMail(deps, account, {
        from,
        to: [{ name: row.name, email: row.email }],
        cc: [],
        bcc: [],
        subject: campaign.subject,
        html: recipientHtml(campaign.html, deps.env.publicUrl, row.token),
        attachments: [],
        // Mail clients offer their own unsubscribe button from this header (RFC 2369 / 8058).
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl(deps.env.publicUrl, row.token)}>` },
      });
      state = recipientStateOf(result.deliveryState);
      error = result.deliveries.find((d) => d.lastError)?.lastError ?? null;
      // The sender's copies belong to the campaign (mail_messages.campaign_id), so lists can tell them apart.
      await deps.db
        .update(mailMessages)
        .set({ campaignId: campaign.id })
        .where(and(eq(mailMessages.id, result.id), eq(mailMessages.accountId, account.id)));
    } catch (failure) {
      state = RECIPIENT_STATES.failed;
      error = failure instanceof Error ? failure.message : String(failure);
    }
    await deps.db
      .update(mailCampaignRecipients)
      .set({ state, error, sentAt: state === RECIPIENT_STATES.failed ? null : deps.clock.now() })
      .where(eq(mailCampaignRecipients.id, row.id));
  }

  await deps.db
    .update(mailCampaigns)
    .set({ state: CAMPAIGN_STATES.sent, sentAt: deps.clock.now() })
    .where(eq(mailCampaigns.id, campaign.id));
  return (await campaignRowOf(deps, campaign)).counts;
}
