import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DEMO_STAFF } from '../db/seed/demo-org';
import type { FeatureSeed, SeedContext } from '../db/seed/feature-seeds';
import { Prng } from '../db/seed/prng';
import type { Db } from '../db/database';
import {
  loginPrompts,
  mcMessages,
  promotionLinks,
  quickAccessEntries,
  resources,
  staff,
  versionChatNotices,
  versionNotes,
} from '../db/schema/index';
import { grantedResourceIds } from '../staff';
import {
  LOGIN_PROMPT,
  MESSAGES_PER_USER,
  MESSAGE_TEMPLATES,
  QUICK_ACCESS_DEFAULT_COUNT,
  QUICK_ACCESS_PREFERRED,
  RELEASE_CHAT_RULE,
  RELEASE_NOTES,
} from './shell-seed-content';

const DAY = 86_400_000;

async function seedNotes(db: Db, now: number): Promise<void> {
  // The demo's release notes and notice rule are written by the administrator.
  const [author] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'admin')).limit(1);
  const authorId = author?.id ?? null;
  for (const note of RELEASE_NOTES) {
    const { daysAgo, docs, ...values } = note;
    const releasedAt = new Date(now - daysAgo * DAY);
    await db
      .insert(versionNotes)
      .values({ ...values, docs: [...docs], state: 'published', releasedAt, authorId, updatedAt: releasedAt })
      .onConflictDoNothing();
  }
  const [rules] = await db.select({ n: sql<number>`count(*)::int` }).from(versionChatNotices);
  if ((rules?.n ?? 0) === 0) {
    await db.insert(versionChatNotices).values({ ...RELEASE_CHAT_RULE, updatedBy: authorId, updatedAt: new Date(now - 30 * DAY) });
  }
  const [prompt] = await db.select({ n: sql<number>`count(*)::int` }).from(loginPrompts);
  if ((prompt?.n ?? 0) === 0) {
    await db.insert(loginPrompts).values({ ...LOGIN_PROMPT, showFeedback: true, activeFrom: new Date(now - DAY) });
  }
}

async function seedMessages(db: Db, staffId: number, prng: Prng, now: number): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mcMessages)
    .where(eq(mcMessages.staffId, staffId));
  if ((existing?.n ?? 0) > 0) return;
  const rows = Array.from({ length: MESSAGES_PER_USER }, (_, n) => {
    const template = prng.pick(MESSAGE_TEMPLATES);
    const createdAt = new Date(now - n * 7 * 3_600_000 - prng.int(0, 3_599) * 1000);
    return {
      staffId,
      msgType: template.msgType,
      title: template.title[0],
      titleEn: template.title[1],
      content: template.content[0],
      contentEn: template.content[1],
      fillVars: template.vars?.(n) ?? [],
      link: template.link ?? null,
      // The latest few are unread, older ones mostly read.
      status: n < 6 || prng.next() < 0.1 ? 0 : 1,
      createdAt,
      readAt: null,
    };
  });
  await db.insert(mcMessages).values(rows);
}

async function seedQuickAccess(db: Db, staffId: number): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quickAccessEntries)
    .where(eq(quickAccessEntries.staffId, staffId));
  if ((existing?.n ?? 0) > 0) return;
  const granted = await grantedResourceIds(db, staffId);
  const pages = await db
    .select({ id: resources.id, router: resources.router })
    .from(resources)
    .where(and(eq(resources.kind, 'menu'), eq(resources.live, true), isNotNull(resources.router)))
    .orderBy(asc(resources.sort));
  const mine = pages.filter((page) => granted.has(page.id) && page.router?.startsWith('/') && page.router !== '/home');
  const preferred = QUICK_ACCESS_PREFERRED.flatMap((path) => mine.filter((page) => page.router === path));
  const chosen = [...new Set([...preferred, ...mine].map((page) => page.id))].slice(0, QUICK_ACCESS_DEFAULT_COUNT);
  if (chosen.length) await db.insert(quickAccessEntries).values(chosen.map((resourceId, sort) => ({ staffId, resourceId, sort })));
}

async function seedPromotionLinks(db: Db, person: { id: number; jobNumber: string }, prng: Prng, now: number): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionLinks)
    .where(eq(promotionLinks.staffId, person.id));
  if ((existing?.n ?? 0) > 0) return;
  const code = person.jobNumber.toLowerCase();
  await db.insert(promotionLinks).values([
    {
      staffId: person.id,
      channel: 'web',
      title: '官网注册链接',
      titleEn: 'Website sign-up link',
      url: `https://www.switchboard.example/r/${code}?ch=web`,
      signups: prng.int(3, 80),
      createdAt: new Date(now - 90 * DAY),
    },
    {
      staffId: person.id,
      channel: 'whatsapp',
      title: 'WhatsApp 推广链接',
      titleEn: 'WhatsApp promotion link',
      url: `https://www.switchboard.example/r/${code}?ch=wa`,
      signups: prng.int(0, 40),
      createdAt: new Date(now - 45 * DAY),
    },
  ]);
}

/** Demo content of the shell for the demo accounts (idempotent: existing content stays). */
async function seedShell(db: Db, ctx: SeedContext): Promise<void> {
  const now = ctx.clock.now().getTime();
  const prng = new Prng(5150);
  await seedNotes(db, now);
  const people = await db
    .select({ id: staff.id, username: staff.username, jobNumber: staff.jobNumber })
    .from(staff)
    .where(
      inArray(
        staff.username,
        DEMO_STAFF.map((person) => person.username),
      ),
    )
    .orderBy(staff.id);
  for (const person of people) {
    await seedMessages(db, person.id, prng, now);
    await seedQuickAccess(db, person.id);
    const role = DEMO_STAFF.find((demo) => demo.username === person.username)?.role;
    if (role === 'sales' || role === 'admin') await seedPromotionLinks(db, person, prng, now);
  }
}

export const shellSeed: FeatureSeed = { name: 'shell', seed: seedShell };
