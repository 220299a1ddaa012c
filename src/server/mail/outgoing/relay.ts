import nodemailer from 'nodemailer';
import type { Env } from '../../env';

/** The outgoing relay (SMTP_URL): one recipient per envelope, so each delivery has its own state. */
export interface Relay {
  send(from: string, to: string, raw: Buffer): Promise<void>;
}

/** A failure the relay will give the same answer to next time (5xx): not retried. */
export class PermanentRelayError extends Error {}

const relays = new Map<string, Relay>();

/** The relay of this configuration, or null without SMTP_URL (remote mail then waits as no_relay). */
export function relayOf(env: Pick<Env, 'SMTP_URL'>): Relay | null {
  const url = env.SMTP_URL;
  if (!url) return null;
  let relay = relays.get(url);
  if (!relay) {
    const transport = nodemailer.createTransport(
      `${url}${url.includes('?') ? '&' : '?'}connectionTimeout=15000&greetingTimeout=15000&socketTimeout=60000`,
    );
    relay = {
      async send(from, to, raw) {
        try {
          await transport.sendMail({ envelope: { from, to: [to] }, raw });
        } catch (error) {
          const code = (error as { responseCode?: number }).responseCode ?? 0;
          const text = error instanceof Error ? error.message : String(error);
          throw code >= 500 ? new PermanentRelayError(text) : new Error(text);
        }
      },
    };
    relays.set(url, relay);
  }
  return relay;
}
