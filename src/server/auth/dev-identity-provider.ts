import type { Context, Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { ssoGrants, staff } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { signInRefusal } from './account-state';
import { isLoopbackClient } from './loopback-client';
import { safeRelativePath } from '../../shared/relative-path';
import { randomToken } from './secrets';

/**
 * A local stand-in for the chat app's sign-in page, so the single sign-on flow runs end to end on
 * a developer machine and in tests. Served only outside production, only when the real chat app
 * is not configured (or DEV_IDP=1), and only to clients on this machine. It says so on the page.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f2937}
.note{background:#fef3c7;border:1px solid #f59e0b;padding:12px;border-radius:8px}
ul{list-style:none;padding:0}li{margin:8px 0}button{width:100%;text-align:left;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;background:#fff;cursor:pointer;font-size:15px}
button:hover{background:#eff6ff}`;

function page(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>开发用身份提供方 · Development identity provider</title>
<style>${PAGE_STYLE}</style></head><body>
<h1>开发用身份提供方<br><small>Development identity provider</small></h1>
${body}</body></html>`;
}

/** Said to any client that is not on this machine: the provider exists only for local development. */
function loopbackOnly(c: Context): Response {
  return c.html(
    page(`<p class="note">开发用身份提供方只接受本机（loopback）访问。请在运行门户的机器上打开本页，或配置钉钉登录。<br>
The development identity provider answers only to clients on this machine (loopback). Open this page on the machine that runs the portal, or configure the chat app's sign-in.</p>`),
    403,
  );
}

export function mountDevIdentityProvider(app: Hono, deps: AppDeps): void {
  if (!deps.env.devIdpEnabled) return;

  app.use('/dev-idp/*', async (c, next) => (isLoopbackClient(c) ? next() : loopbackOnly(c)));

  app.get('/dev-idp/authorize', async (c) => {
    const redirectUri = safeRelativePath(c.req.query('redirect_uri'), '/authorize');
    const state = c.req.query('state') ?? '';
    const people = await deps.db
      .select({ username: staff.username, name: staff.name })
      .from(staff)
      .where(eq(staff.status, 'active'))
      .orderBy(asc(staff.jobNumber))
      .limit(200);
    const buttons = people
      .map(
        (p) =>
          `<li><button name="username" value="${escape(p.username)}" data-username="${escape(p.username)}">` +
          `${escape(p.name)} — ${escape(p.username)}</button></li>`,
      )
      .join('');
    return c.html(
      page(`<p class="note">仅供本机开发与测试使用，生产环境不可用。选择一位员工即以其身份完成单点登录。<br>
For local development and tests on this machine only; never available in production. Pick a staff member to complete single sign-on as them.</p>
<form method="post" action="/dev-idp/authorize">
<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}">
<input type="hidden" name="state" value="${escape(state)}">
<ul>${buttons}</ul></form>`),
    );
  });

  app.post('/dev-idp/authorize', async (c) => {
    const form = await c.req.parseBody();
    const username = typeof form.username === 'string' ? form.username.toLowerCase() : '';
    const redirectUri = safeRelativePath(typeof form.redirect_uri === 'string' ? form.redirect_uri : undefined, '/authorize');
    const state = typeof form.state === 'string' ? form.state : '';
    const [person] = username
      ? await deps.db
          .select({ id: staff.id, status: staff.status, lockedUntil: staff.lockedUntil })
          .from(staff)
          .where(eq(staff.username, username))
          .limit(1)
      : [];
    if (!person) return c.text('unknown staff member / 未知员工', 400);
    // The same account checks as every other sign-in path: a locked or disabled account gets no code.
    if (signInRefusal(person, deps.clock.now())) return c.text('this account cannot sign in now / 该账号当前不能登录', 403);
    const code = randomToken();
    const now = deps.clock.now();
    await deps.db.insert(ssoGrants).values({
      code,
      kind: 'dev-code',
      staffId: person.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 5 * 60_000),
    });
    const target = new URLSearchParams({ authCode: code, state });
    return c.redirect(`${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${target.toString()}`, 302);
  });
}
