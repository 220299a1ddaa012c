import { sql, type SQL } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/index';

/** A customer or supplier whose contacts' addresses and domains define "mail with them". */
export interface Party {
  kind: 'customer' | 'supplier';
  id: number;
}

/**
 * Webmail domains shared by millions: a contact at qq.com does not make every qq.com sender that
 * customer, so these match by exact address only.
 */
export const PUBLIC_MAIL_DOMAINS = [
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sohu.com',
  'aliyun.com',
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
] as const;

export const publicDomainList = (): SQL =>
  sql.join(
    PUBLIC_MAIL_DOMAINS.map((domain) => sql`${domain}`),
    sql`, `,
  );

/**
 * The other side's addresses of a message, lower-cased: the sender of received mail, the to and
 * cc recipients of sent mail. A lateral subquery over the row `mail_messages`.
 */
export const counterpartAddresses = (): SQL => sql`(
  SELECT lower(${mailMessages.fromAddress}) AS addr WHERE ${mailMessages.direction} = 'in'
  UNION ALL
  SELECT lower(x->>'email') AS addr
  FROM jsonb_array_elements(CASE WHEN ${mailMessages.direction} = 'in' THEN '[]'::jsonb ELSE ${mailMessages.to} || ${mailMessages.cc} END) AS x
)`;

/** Contacts of one kind as (party_id, email, domain) — the domain empty for public webmail. */
export const contactRows = (kind: Party['kind']): SQL =>
  kind === 'customer'
    ? sql`(SELECT customer_id AS party_id, lower(email) AS email,
             CASE WHEN split_part(lower(email), '@', 2) IN (${publicDomainList()}) THEN '' ELSE split_part(lower(email), '@', 2) END AS domain
           FROM customer_contacts WHERE email <> '')`
    : sql`(SELECT supplier_id AS party_id, lower(email) AS email,
             CASE WHEN split_part(lower(email), '@', 2) IN (${publicDomainList()}) THEN '' ELSE split_part(lower(email), '@', 2) END AS domain
           FROM supplier_contacts WHERE email <> '')`;

/** A counterpart address `addr` belongs to contact `ct`: the same address, or the contact's own (non-public) domain. */
export const contactMatches = (addr: SQL, ct: string): SQL =>
  sql`(${addr} = ${sql.raw(ct)}.email OR (${sql.raw(ct)}.domain <> '' AND split_part(${addr}, '@', 2) = ${sql.raw(ct)}.domain))`;

/** Condition on `mail_messages`: some counterpart of the message is one of the party's contacts. */
export function counterpartMatches(party: Party): SQL {
  return sql`EXISTS (
    SELECT 1 FROM ${counterpartAddresses()} AS cp
    JOIN ${contactRows(party.kind)} AS ct ON ${contactMatches(sql`cp.addr`, 'ct')}
    WHERE ct.party_id = ${party.id}
  )`;
}
