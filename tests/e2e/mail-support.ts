import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Page } from '@playwright/test';
import { api } from './assistant-support';

/** Helpers of the mailbox browser tests: mail delivered through the server's own SMTP listener. */

/** Sends messages to the portal's SMTP listener as any outside mail server would, one connection. */
export async function deliverBySmtp(messages: readonly Mail.Options[]): Promise<void> {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set: run the browser suite through npm run test:e2e');
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: 1 });
  try {
    for (const message of messages) await transport.sendMail(message);
  } finally {
    transport.close();
  }
}

export interface MailRow {
  id: number;
  subject: string;
}

/** The caller's inbox rows whose subject, addresses or body contain the keyword (newest first). */
export async function inboxRows(page: Page, keyword: string): Promise<MailRow[]> {
  const rows: MailRow[] = [];
  for (let p = 1; ; p += 1) {
    const data = await api<{ rows: MailRow[]; count: number }>(page, 'POST', '/v2/emailbox/email/receive/query', {
      keyword,
      page: p,
      pageSize: 100,
    });
    rows.push(...data.rows);
    if (rows.length >= data.count || data.rows.length === 0) return rows;
  }
}
