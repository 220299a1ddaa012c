/**
 * The sending side of `npm run bench:mail`'s SMTP burst, in its own process like a real sending
 * server: `node --import tsx bench/support/smtp-sender.ts <port> <connections> <count>` sends
 * <count> messages of about 20 kB over <connections> pooled connections and prints one JSON line
 * (messages/s, per-message p50/p95 in ms, bytes per message).
 */
import nodemailer from 'nodemailer';
import { percentile } from './local-postgres';

interface Timing {
  p50: number;
  p95: number;
}

function summary(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: Number(percentile(sorted, 50).toFixed(2)), p95: Number(percentile(sorted, 95).toFixed(2)) };
}

const WORDS = [
  '短信',
  '报价',
  '合同',
  '发票',
  '客户',
  '通道',
  '价格',
  '确认',
  '付款',
  '账单',
  '国际',
  '签名',
  '模板',
  '审核',
  '到达率',
  '语音',
  '验证码',
  '营销',
  '充值',
  '对账',
];

/** About 20 kB: a Chinese text part and its HTML alternative, as mail clients send it. */
function intakeMessage(i: number, burstTag: string) {
  const sentence = (n: number) =>
    `${WORDS[n % WORDS.length]}${WORDS[(n * 7) % WORDS.length]}的事项请于本周内${WORDS[(n * 3) % WORDS.length]}。`;
  const text = Array.from({ length: 150 }, (_, k) => sentence(i + k)).join('');
  return {
    from: `客户 ${i} <customer${i}@customer.example>`,
    to: 'sales@switchboard.example',
    subject: `关于${WORDS[i % WORDS.length]}的邮件 ${i}`,
    messageId: `<bench-${burstTag}-${i}@customer.example>`,
    text,
    html: `<div style="font-family:sans-serif"><p>${text.replace(/。/g, '。</p><p>')}</p></div>`,
  };
}

/** Sends the burst over `connections` pooled connections; per-message latency and messages/s. */
async function burst(port: number, connections: number, count: number): Promise<{ perSecond: number; perMessage: Timing; bytes: number }> {
  const burstTag = `${port}-${connections}-${Date.now()}`;
  const messages = Array.from({ length: count }, (_, i) => intakeMessage(i, burstTag));
  const samples: number[] = [];
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port,
        secure: false,
        ignoreTLS: true,
        pool: true,
        maxConnections: 1,
      });
      try {
        while (next < messages.length) {
          const message = messages[next++];
          if (!message) break;
          const t0 = performance.now();
          const info = await transport.sendMail(message);
          samples.push(performance.now() - t0);
          bytes += (info as { messageSize?: number }).messageSize ?? 0;
          if (!/^250 /.test(info.response)) throw new Error(`not accepted: ${info.response}`);
        }
      } finally {
        transport.close();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: Number((count / seconds).toFixed(1)),
    perMessage: summary(samples),
    bytes: Math.round(bytes / Math.max(1, samples.length)),
  };
}

const [port, connections, count] = process.argv.slice(2).map(Number);
burst(port ?? 0, connections ?? 8, count ?? 1000)
  .then((result) => process.stdout.write(`${JSON.stringify(result)}\n`))
  .catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
