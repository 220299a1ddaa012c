import { eq } from 'drizzle-orm';
import * as calls from '../../shared/api/staff-calls';
import { staff } from '../db/schema/index';
import { issueIdempotenceKey, checkCurrentPassword, hashPassword, revokeAllSessions } from '../auth';
import { fail } from '../http/app-error';
import { handle, type RegisteredCall } from '../http/call-router';
import { contentTag, TaggedAnswer } from '../http/tagged-answer';
import { searchStaff } from './staff-directory';

export const staffHandlers: RegisteredCall[] = [
  handle(calls.getUserInfo, async ({ staff: me }) => {
    const [menu, json] = await Promise.all([me.grants.menu(), me.grants.menuJson()]);
    const { profile } = me;
    // The rights are named by the grant set and kept as text; the person's part came with the kept
    // session (until any committed change clears it) and is written and hashed once per session.
    const own = profileText(profile);
    return TaggedAnswer.later(
      `${me.grants.key}.${own.tag}`,
      () => ({ ...profile, userAuth: menu.tree, resource: menu.resources, permissions: [...me.grants.sortedPermissions] }),
      () => `${own.json.slice(0, -1)},"userAuth":${json.tree},"resource":${json.resources},"permissions":${me.grants.permissionsJson}}`,
    );
  }),

  handle(calls.getResourceByMenu, async ({ staff: me, input }) => {
    // The mobile app has its own menu; the portal's is the web menu.
    if (input.query.mobileFlag === 'true') return [];
    const [menu, json] = await Promise.all([me.grants.menu(), me.grants.menuJson()]);
    return new TaggedAnswer(menu.tree, `menu.${me.grants.key}`, json.tree);
  }),

  handle(calls.getResourceByBtn, async ({ staff: me, input }) => {
    if (input.query.mobileFlag === 'true') return [];
    return new TaggedAnswer(await me.grants.buttons(), `buttons.${me.grants.key}`);
  }),

  // The body schema already holds the new password to the shared rule (strength, differs from the old one).
  handle(calls.changePassword, async ({ staff: me, deps, input, lang }) => {
    const { oldPassword, newPassword } = input.body;
    const [person] = await deps.db.select().from(staff).where(eq(staff.id, me.staffId)).limit(1);
    if (!person) throw fail.tokenInvalid();
    await checkCurrentPassword(deps, person, oldPassword, lang);
    await deps.db
      .update(staff)
      .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false, updatedAt: deps.clock.now() })
      .where(eq(staff.id, me.staffId));
    // A changed password ends every session, this one included: the person signs in again.
    await revokeAllSessions(deps, me.staffId, 'password-changed');
    return null;
  }),

  handle(calls.idempotenceKey, async ({ staff: me, deps }) => ({ key: await issueIdempotenceKey(deps, me.staffId) })),

  handle(calls.staffSelect, async ({ deps, input }) => searchStaff(deps.db, input.query.keyword, input.query.limit)),
];

/** The person's part of the user entry as JSON, with its tag: made once per kept session's profile. */
const profileTexts = new WeakMap<object, { json: string; tag: string }>();
function profileText(profile: object): { json: string; tag: string } {
  let text = profileTexts.get(profile);
  if (!text) {
    const json = JSON.stringify(profile);
    text = { json, tag: contentTag(json) };
    profileTexts.set(profile, text);
  }
  return text;
}
