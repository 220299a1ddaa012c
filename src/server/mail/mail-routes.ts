import type { RegisteredCall } from '../http/call-router';
import { mailComposeHandlers } from './compose/compose-routes';
import { mailMarketingHandlers } from './marketing/marketing-routes';
import { mailReadingHandlers } from './reading/reading-routes';
import { mailToolsHandlers } from './tools/tools-routes';
import { mailTransportHandlers } from './transport/transport-routes';

/** Every call of the mailbox (sections.md §7 "Mailbox"). */
export const mailHandlers: readonly RegisteredCall[] = [
  ...mailToolsHandlers,
  ...mailReadingHandlers,
  ...mailComposeHandlers,
  ...mailTransportHandlers,
  ...mailMarketingHandlers,
];
