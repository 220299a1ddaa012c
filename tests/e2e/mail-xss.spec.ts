import { expect, test } from '@playwright/test';
import { REMOTE_HOST, SECOND_REMOTE_HOST, XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { baseUrl } from './support';
import { deliverBySmtp, inboxRows, signedInWithSink, startRemoteSink } from './mail-support';

/**
 * Acceptance 2 of the mailbox: every payload of the fixture arrives through SMTP as the HTML body,
 * the subject, the sender's display name and an attachment name, and is opened in Chromium — the
 * list and the message itself. Nothing may run, and no remote host may be asked for anything until
 * the reader chooses "show images".
 */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 180);
const escape = (host: string) => host.replace(/\./g, '\\.');
const REMOTE = new RegExp(`^[a-z]+://([^/]*\\.)?(${escape(REMOTE_HOST)}|${escape(SECOND_REMOTE_HOST)})(:|/|$)`, 'i');

test('no payload runs and no remote host is asked for anything before show images', async () => {
  test.setTimeout(600_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  await deliverBySmtp(
    XSS_PAYLOADS.map((payload, index) => ({
      from: { name: oneLine(payload), address: 'attacker@evil-sender.example' },
      to: 'sales2@switchboard.example',
      subject: `XSS-${index + 1} ${oneLine(payload)}`,
      html: payload,
      attachments: [{ filename: `${oneLine(payload)}.txt`, content: 'x' }],
    })),
  );

  const sink = await startRemoteSink([REMOTE_HOST, SECOND_REMOTE_HOST]);
  const { page, browser: own } = await signedInWithSink(sink, 'sales2');
  const context = page.context();
  const fired: string[] = [];
  const remote: string[] = [];
  await context.exposeBinding('__xssReport', (_source, what: string) => fired.push(what));
  // Defined in every frame, sandboxed ones included: a payload that runs anywhere reports itself.
  await context.addInitScript(() => {
    const report = (what: string) => (window as unknown as { __xssReport?: (w: string) => void }).__xssReport?.(what);
    Object.assign(window, { __xss: (n: number) => report(`__xss(${n})`) });
    window.alert = (message?: unknown) => report(`alert(${String(message)})`);
    window.confirm = () => (report('confirm'), false);
    window.prompt = () => (report('prompt'), null);
  });
  page.on('dialog', (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Requests Playwright sees, and — for frames whose requests it does not — connections to the sink.
  await context.route(REMOTE, (route) => {
    remote.push(route.request().url());
    return route.abort();
  });
  const remoteTraffic = () => [...remote, ...sink.hits];

  const rows = await inboxRows(page, 'xss-');
  expect(rows.length).toBe(XSS_PAYLOADS.length);

  // The list shows every subject and sender name; the message view then walks the whole list with
  // 下一封 (the list it came from, filtered to the payload mail), so each payload is opened once.
  await page.goto(`${baseUrl()}/message/email/inbox?keyword=xss-`);
  await page
    .getByRole('link', { name: /XSS-\d+/ })
    .first()
    .click();
  const opened = new Set<string>();
  const next = page.getByRole('button', { name: '下一封' });
  for (;;) {
    const heading = page.getByRole('heading', { level: 1, name: /^XSS-\d+/ });
    await expect(heading).toBeVisible();
    await expect(page.locator('iframe[title="邮件正文"]').first()).toBeAttached();
    const subject = (await heading.textContent()) ?? '';
    opened.add(/^XSS-\d+/.exec(subject)?.[0] ?? subject);
    if (await next.isDisabled()) break;
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: subject, exact: true })).toHaveCount(0);
  }
  expect(opened.size).toBe(XSS_PAYLOADS.length);
  expect(fired, 'payloads that ran').toEqual([]);
  expect(remoteTraffic(), 'remote requests before show images').toEqual([]);

  // Sandboxing holds after images are allowed too: remote images may load now, scripts still may not.
  // The control: the plain remote image does reach the remote host once the reader shows images,
  // so the silence above is the sandbox's doing, not a blind sink.
  const withImages = rows.find((row) => row.subject.includes('<img src="http://evil.test/x.png?'));
  expect(withImages, 'the plain remote-image payload').toBeDefined();
  await page.goto(`${baseUrl()}/message/email/details?id=${withImages?.id ?? 0}&detailsType=2`);
  await page.getByRole('button', { name: '显示图片', exact: true }).click();
  await expect.poll(() => remoteTraffic().length).toBeGreaterThan(0);
  expect(fired, 'payloads that ran after show images').toEqual([]);
  await own.close();
  await sink.close();
});
