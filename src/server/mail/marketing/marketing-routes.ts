import * as calls from '../../../shared/api/mail-marketing-calls';
import { handle, type RegisteredCall } from '../../http/call-router';
import { requireMailbox } from '../accounts/mailbox-of';
import { campaignPage, campaignRowOf, ownCampaign, recipientPage, saveDraft } from './campaign-store';
import { colleagueAddressOf, customerContactOf } from './palette-addresses';
import { pixelResponse, recordOpen, recordUnsubscribe, unsubscribePage } from './public-endpoints';
import { receivedMarketingPage } from './received-marketing';
import { previewOf, segmentAddresses } from './segment-query';
import { sendCampaign } from './send-campaign';

/** Handlers of the mailbox's marketing mail to customer segments, and the palette's mail addresses. */
export const mailMarketingHandlers: RegisteredCall[] = [
  handle(calls.campaignQuery, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    return campaignPage(deps, staff.staffId, input.body);
  }),
  handle(calls.segmentPreview, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    return previewOf(await segmentAddresses(deps, staff.staffId, input.body));
  }),
  handle(calls.campaignSave, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    return { id: await saveDraft(deps, staff.staffId, account.id, input.body) };
  }),
  handle(calls.campaignSend, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    return sendCampaign(deps, staff.staffId, account, input.body.id);
  }),
  handle(calls.campaignDetail, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    const campaign = await ownCampaign(deps.db, staff.staffId, input.params.id);
    const row = await campaignRowOf(deps, campaign);
    return { ...row, html: campaign.html, segment: calls.campaignSegment.parse(campaign.segment) };
  }),
  handle(calls.recipientQuery, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    const campaign = await ownCampaign(deps.db, staff.staffId, input.body.campaignId);
    return recipientPage(deps, campaign.id, input.body);
  }),
  handle(calls.receivedMarketingQuery, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    return receivedMarketingPage(deps, account.id, input.body);
  }),
  handle(calls.unsubscribe, async ({ deps, input }) => {
    const { outcome, email } = await recordUnsubscribe(deps, input.params.token);
    return unsubscribePage(outcome, email);
  }),
  handle(calls.openPixel, async ({ deps, input }) => {
    // A broken or unknown token still gets its image: a mail client shows no broken picture.
    await recordOpen(deps, input.params.file);
    return pixelResponse();
  }),
  handle(calls.colleagueAddress, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    return { address: await colleagueAddressOf(deps, input.params.staffId) };
  }),
  handle(calls.customerContactAddress, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    return customerContactOf(deps, staff.staffId, input.params.code);
  }),
];
