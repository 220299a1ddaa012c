import { MAIL_PATHS } from '../../../shared/mail/folders';

/** The marketing pages (route table: /message/email/marketing, …/add, …/detail?id=). */
export const MARKETING_PATHS = {
  list: MAIL_PATHS.marketing,
  add: `${MAIL_PATHS.marketing}/add`,
  detail: `${MAIL_PATHS.marketing}/detail`,
} as const;

export const campaignDetailPath = (id: number) => `${MARKETING_PATHS.detail}?id=${id}`;
/** A draft opens on the add page again, to be finished and sent. */
export const campaignEditPath = (id: number) => `${MARKETING_PATHS.add}?id=${id}`;
