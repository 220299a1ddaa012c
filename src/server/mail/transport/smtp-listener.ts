import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { AppDeps } from '../../deps';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { storeDelivered } from '../intake/deliver';
import { createNoticeThrottle } from '../intake/notice-throttle';
import { localRecipient } from './local-recipient';

export interface SmtpListenerOptions {
  host: string;
  /** 0: any free port (tests); the bound one is in `port` of the answer. */
  port: number;
  maxSize: number;
  /** Name in the greeting and in the Received line. */
  hostname?: string;
}

export interface SmtpListener {
  host: string;
  port: number;
  close(): Promise<void>;
}

/** An SMTP reply with its code (smtp-server sends `responseCode` and the message). */
function reply(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

/** `host:port` of SMTP_LISTEN; an IPv6 host may be bracketed. */
export function parseListenAddress(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  const host = value.slice(0, at).replace(/^\[|\]$/g, '') || '127.0.0.1';
  return { host, port: Number(value.slice(at + 1)) };
}

function receivedLine(session: SMTPServerSession, hostname: string, now: Date): string {
  const from = session.clientHostname || session.remoteAddress;
  return `Received: from ${session.hostNameAppearsAs || from} (${from} [${session.remoteAddress}])\r\n\tby ${hostname} (Switchboard) with ${session.transmissionType} id ${session.id};\r\n\t${now.toUTCString()}\r\n`;
}

/**
 * Switchboard as the mail exchanger of the company's local domains: accepts mail only for the
 * addresses of active mailboxes, buffers each message (up to the size limit) and answers 250 only
 * once `deliverLocally` has committed it for every recipient. Any failure to store answers 451, so
 * the sending server keeps the message and tries again; a retry is stored once (Message-ID).
 * No AUTH and no relaying: it belongs on loopback behind the real MX or a firewall.
 */
export async function startSmtpListener(deps: AppDeps, options: SmtpListenerOptions): Promise<SmtpListener> {
  const hostname = options.hostname ?? new URL(deps.env.publicUrl).hostname;
  const log = deps.log.child({ part: 'smtp' });
  const notices = createNoticeThrottle(deps);

  // The mailboxes found at RCPT TO, by session and address: DATA stores into them without asking again.
  const accepted = new WeakMap<SMTPServerSession, Map<string, MailAccountRow>>();
  const recipientsOf = async (session: SMTPServerSession): Promise<MailAccountRow[]> => {
    const accounts: MailAccountRow[] = [];
    for (const rcpt of session.envelope.rcptTo) {
      const account = accepted.get(session)?.get(rcpt.address.toLowerCase()) ?? (await localRecipient(deps.db, rcpt.address));
      if (account && !accounts.some((a) => a.id === account.id)) accounts.push(account);
    }
    return accounts;
  };

  const server = new SMTPServer({
    name: hostname,
    banner: 'Switchboard mail exchanger',
    size: options.maxSize,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Clients may pipeline; a slow database must not make them time out mid-burst.
    socketTimeout: 120_000,
    // On shutdown, a connection still talking gets a few seconds; an unanswered message is retried by its sender.
    closeTimeout: 3000,
    onRcptTo(address, session, callback) {
      localRecipient(deps.db, address.address)
        .then((account) => {
          if (!account) return callback(reply(550, `5.1.1 <${address.address}>: no such mailbox here (recipient rejected)`));
          const known = accepted.get(session) ?? new Map<string, MailAccountRow>();
          known.set(address.address.toLowerCase(), account);
          accepted.set(session, known);
          callback();
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'recipient lookup failed');
          callback(reply(451, '4.3.0 Temporary failure looking up the recipient, try again later'));
        });
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit the rest is read and dropped, not held in memory.
        if (size <= options.maxSize) chunks.push(chunk);
      });
      stream.once('error', (error) => callback(error));
      stream.once('end', () => {
        if (stream.sizeExceeded || size > options.maxSize) {
          callback(reply(552, `5.3.4 Message too big: the limit is ${options.maxSize} bytes`));
          return;
        }
        const now = deps.clock.now();
        const raw = Buffer.concat([Buffer.from(receivedLine(session, hostname, now)), ...chunks]);
        recipientsOf(session)
          .then(async (accounts) => {
            if (accounts.length === 0) throw reply(451, '4.3.0 No recipient is available any more, try again later');
            const stored = await storeDelivered(deps, accounts, raw, 'smtp');
            callback(null, `2.0.0 Stored for ${stored.length} mailbox(es)`);
            // Announced after the answer (the sender need not wait for the push and the chat-app
            // notice), and gathered per mailbox when mail arrives in a burst.
            for (const [index, result] of stored.entries()) {
              const account = accounts[index];
              if (account && !result.duplicate) notices.add(account, result.folder);
            }
          })
          .catch((error: unknown) => {
            log.error({ err: error, session: session.id }, 'message not stored; answered 451');
            callback(reply(451, '4.3.0 The message could not be stored, try again later'));
          });
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.removeListener('error', reject);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : options.port);
    });
  });
  // Later errors (a client resetting its connection…) are logged, never fatal.
  server.on('error', (error) => log.warn({ err: error }, 'SMTP connection error'));
  log.info({ host: options.host, port }, 'SMTP listener accepting mail for local mailboxes');

  return {
    host: options.host,
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await notices.flush();
    },
  };
}
