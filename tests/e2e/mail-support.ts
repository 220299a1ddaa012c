import { createServer, type AddressInfo, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { chromium, test, type Browser, type Page } from '@playwright/test';
import { api } from './assistant-support';
import { signInWithSso, workerEnv } from './support';

/** Helpers of the mailbox browser tests: mail delivered through the server's own SMTP listener. */

/** Sends messages to the portal's SMTP listener as any outside mail server would, one connection. */
export async function deliverBySmtp(messages: readonly Mail.Options[]): Promise<void> {
  const port = Number(workerEnv('E2E_SMTP_PORT'));
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

/**
 * A stand-in for remote hosts that no browser event can miss: Chromium resolves the given host
 * names to a local socket, which records every connection — plain HTTP or TLS — whichever frame or
 * process opens it. (Requests of a sandboxed mail frame do not all reach Playwright's routing.)
 */
export interface RemoteSink {
  /** One line per connection: the request line and Host for HTTP, `tls` for a TLS handshake. */
  hits: string[];
  /** Chromium's --host-resolver-rules value sending the hosts (and their subdomains) here. */
  resolverRules: string;
  close(): Promise<void>;
}

export async function startRemoteSink(hosts: readonly string[]): Promise<RemoteSink> {
  const hits: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', (chunk) => {
      const head = chunk.toString('latin1');
      hits.push(
        chunk[0] === 0x16
          ? 'tls'
          : head
              .split('\r\n')
              .filter((line) => /^(GET|POST|HEAD|OPTIONS)|^host:/i.test(line))
              .join(' '),
      );
      if (chunk[0] === 0x16) socket.end();
      else socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const resolverRules = hosts.flatMap((host) => [`MAP ${host} 127.0.0.1:${port}`, `MAP *.${host} 127.0.0.1:${port}`]).join(', ');
  return {
    hits,
    resolverRules,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A Chromium of its own whose DNS sends the sink's hosts to the sink, signed in as this demo user. */
export async function signedInWithSink(sink: RemoteSink, username: string, width = 1440): Promise<{ page: Page; browser: Browser }> {
  const launch = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), `--host-resolver-rules=${sink.resolverRules}`] });
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInWithSso(page, username);
  return { page, browser };
}
