import type { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { ssoGrants, staff } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { randomToken } from './secrets';

/**
 * A local stand-in for the chat app's sign-in page, so the single sign-on flow runs end to end on
 * a developer machine and in tests. Served only outside production and only when the real chat
 * app is not configured (or DEV_IDP=1). It says so on the page.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Only same-site relative targets: the provider must not become an open redirect. */
function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/authorize';
}

export function mountDevIdentityProvider(app: Hono, deps: AppDeps): void {
  if (!deps.env.devIdpEnabled) return;

  app.get('/dev-idp/authorize', async (c) => {
    const redirectUri = safeRedirect(c.req.query('redirect_uri'));
    const state = c.req.query('state') ?? '';
    const people = await deps.db
      .select({ id: staff.id, username: staff.username, name: staff.name, jobNumber: staff.jobNumber })
      .from(staff)
      .where(eq(staff.status, 'active'))
      .orderBy(asc(staff.jobNumber))
      .limit(200);
    const buttons = people
      .map(
        (p) =>
          `<li><button name="staffId" value="${p.id}" data-username="${escape(p.username)}">` +
          `${escape(p.name)} (${escape(p.jobNumber)}) — ${escape(p.username)}</button></li>`,
      )
      .join('');
    return c.html(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>开发用身份提供方 · Development identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f2937}
.note{background:#fef3c7;border:1px solid #f59e0b;padding:12px;border-radius:8px}
ul{list-style:none;padding:0}li{margin:8px 0}button{width:100%;text-align:left;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;background:#fff;cursor:pointer;font-size:15px}
button:hover{background:#eff6ff}</style></head><body>
<h1>开发用身份提供方<br><small>Development identity provider</small></h1>
<p class="note">仅供本地开发与测试使用，生产环境不可用。选择一位员工即以其身份完成单点登录。<br>
For local development and tests only; never available in production. Pick a staff member to complete single sign-on as them.</p>
<form method="post" action="/dev-idp/authorize">
<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}">
<input type="hidden" name="state" value="${escape(state)}">
<ul>${buttons}</ul></form></body></html>`);
  });

  app.post('/dev-idp/authorize', async (c) => {
    const form = await c.req.parseBody();
    const staffId = Number(form.staffId);
    const redirectUri = safeRedirect(typeof form.redirect_uri === 'string' ? form.redirect_uri : undefined);
    const state = typeof form.state === 'string' ? form.state : '';
    const [person] = Number.isInteger(staffId)
      ? await deps.db.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).limit(1)
      : [];
    if (!person) return c.text('unknown staff member / 未知员工', 400);
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
    return c.redirect(`${redirectUri}?${target.toString()}`, 302);
  });
}
