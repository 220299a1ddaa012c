/**
 * `npm run bench:assistant [-- --scale 1 --runs 3 --pace 0]`: the assistant's local engine end to
 * end. Starts PostgreSQL 15 in a temporary directory, seeds the demo data at the scale (default
 * 1), serves the portal on a free port, signs in, and asks 20 questions over HTTP (fetch + the
 * event stream), timing the first `message` event (time to first token) and the end of the
 * stream. `--pace` is the pause between chunks (0: as fast as possible, so the end of stream
 * measures the engine, not the reading pace). Prints a table, then one JSON line.
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { percentile, startLocalPostgres } from './support/local-postgres';
import { serve } from '@hono/node-server';
import { createParser } from 'eventsource-parser';
import { chatStream, createConversation } from '../src/shared/api/assistant-calls';
import { login, sendCode } from '../src/shared/api/auth-calls';
import { createApp } from '../src/server/app';
import type { CodeNotifier, CodeRecipient } from '../src/server/auth/notifier';
import { startServices } from '../src/server/bootstrap';
import { systemClock } from '../src/server/clock';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-org';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/log';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, runs: { type: 'string', default: '3' }, pace: { type: 'string', default: '0' } },
});

const QUESTIONS: [string, string][] = [
  ['sales', '上个月短信业绩是多少？'],
  ['sales', '本月的发送量是多少'],
  ['sales', '上个月业绩按客户排名前5'],
  ['sales', '上个月短信业绩环比变化'],
  ['sales', 'How many messages did I send last week?'],
  ['admin', '昨天语音业绩'],
  ['admin', '最近7天每天的短信发送量'],
  ['admin', '今年每月的业绩趋势'],
  ['admin', 'Top 3 countries by SMS revenue last month'],
  ['admin', 'How did SMS revenue last month compare with the month before?'],
  ['finance', '上个月有哪些亏损客户？'],
  ['finance', '上个月短信利润按国家统计'],
  ['finance', 'What was the voice margin last quarter?'],
  ['finance', 'SMS profit by supplier last month'],
  ['finance', '打开短信发送记录'],
  ['sales', '打开我的待办'],
  ['sales', '收不到验证码怎么办？'],
  ['sales', 'How do I send a quotation?'],
  ['admin', '财务管理模块有哪些功能？'],
  ['sales', '明天北京天气如何'],
];

class KeptCodes implements CodeNotifier {
  readonly kind = 'console';
  readonly codes = new Map<string, string>();
  async sendCode(to: CodeRecipient, code: string): Promise<void> {
    this.codes.set(to.username, code);
  }
  // The benchmark signs in with right passwords only; account notices do not occur.
  async sendAccountNotice(): Promise<void> {}
}

const round = (ms: number) => Number(ms.toFixed(1));

async function main(): Promise<void> {
  const postgres = startLocalPostgres('-c shared_buffers=256MB');
  const notifier = new KeptCodes();
  const env = loadEnv({ LOG_LEVEL: 'warn', CLIENT_DIR: './.tmp/no-client', AI_STREAM_PACE_MS: String(values.pace) });
  const seeded = Date.now();
  const services = await startServices(env, {
    target: { kind: 'postgres', url: postgres.url, poolSize: 8 },
    clock: systemClock,
    log: createLogger('warn'),
    notifier,
    seedScale: Number(values.scale),
  });
  process.stdout.write(`seeded scale ${values.scale} in ${((Date.now() - seeded) / 1000).toFixed(0)} s\n`);
  const server = serve({ fetch: createApp(services.deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const tokens = new Map<string, string>();
    for (const username of new Set(QUESTIONS.map(([user]) => user))) {
      await fetch(`${base}${sendCode.path}?username=${username}`);
      const answer = (await (
        await fetch(`${base}${login.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password: DEMO_PASSWORD, code: notifier.codes.get(username) }),
        })
      ).json()) as { data: { token: string } };
      tokens.set(username, answer.data.token);
    }
    const ask = async (user: string, question: string) => {
      const headers = { Authorization: `Bearer ${tokens.get(user)}`, 'Content-Type': 'application/json' };
      const created = (await (
        await fetch(`${base}${createConversation.path}`, { method: 'POST', headers, body: JSON.stringify({ initialQuestion: question }) })
      ).json()) as { data: { uuid: string } };
      const started = performance.now();
      const response = await fetch(`${base}${chatStream.path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ content: question, conversationUuid: created.data.uuid }),
      });
      let first = 0;
      const parser = createParser({
        onEvent: (event) => {
          if (event.event === 'message' && first === 0) first = performance.now() - started;
        },
      });
      const decoder = new TextDecoder();
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
      return { ttft: first, total: performance.now() - started };
    };
    for (const [user, question] of QUESTIONS) await ask(user, question); // warm-up
    const samples: { question: string; ttft: number; total: number }[] = [];
    for (let run = 0; run < Number(values.runs); run += 1) {
      for (const [user, question] of QUESTIONS) samples.push({ question, ...(await ask(user, question)) });
    }
    const ttft = samples.map((s) => s.ttft).sort((a, b) => a - b);
    const total = samples.map((s) => s.total).sort((a, b) => a - b);
    process.stdout.write('\nquestion                                                          ttft ms   total ms\n');
    for (const [, question] of QUESTIONS) {
      const own = samples.filter((s) => s.question === question);
      const worst = (key: 'ttft' | 'total') => Math.max(...own.map((s) => s[key])).toFixed(1);
      process.stdout.write(`${question.padEnd(64)}${worst('ttft').padStart(8)}   ${worst('total').padStart(8)}\n`);
    }
    process.stdout.write(`\n${samples.length} answers (${values.runs} runs of ${QUESTIONS.length} questions), pace ${values.pace} ms\n`);
    process.stdout.write(
      `${JSON.stringify({ bench: 'assistant', questions: QUESTIONS.length, ttftP50: round(percentile(ttft, 50)), ttftP95: round(percentile(ttft, 95)), totalP95: round(percentile(total, 95)) })}\n`,
    );
  } finally {
    server.close();
    await services.close();
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
