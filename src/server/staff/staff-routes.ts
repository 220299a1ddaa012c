import { eq } from 'drizzle-orm';
import * as calls from '../../shared/api/staff-calls';
import { staff } from '../db/schema/index';
import { issueIdempotenceKey, checkCurrentPassword, hashPassword, revokeAllSessions } from '../auth';
import { fail } from '../http/app-error';
import { handle, type RegisteredCall } from '../http/call-router';
import { loadButtonKeys, loadStaffMenu } from './menu-service';
import { deptNamesOf, searchStaff } from './staff-directory';

export const staffHandlers: RegisteredCall[] = [
  handle(calls.getUserInfo, async ({ staff: me, deps }) => {
    const [person] = await deps.db.select().from(staff).where(eq(staff.id, me.staffId)).limit(1);
    if (!person) throw fail.tokenInvalid();
    const [menu, depts] = await Promise.all([loadStaffMenu(deps.db, me.staffId), deptNamesOf(deps.db, [me.staffId])]);
    return {
      avatar: person.avatar,
      jobNumber: person.jobNumber,
      name: person.name,
      userId: person.id,
      staffId: person.id,
      username: person.username,
      jobTime: person.jobTime,
      deptNames: depts.get(person.id) ?? [],
      userAuth: menu.tree,
      resource: menu.resources,
      permissions: [...me.permissions].sort(),
    };
  }),

  handle(calls.getResourceByMenu, async ({ staff: me, deps, input }) => {
    // The mobile app has its own menu; the portal's is the web menu.
    if (input.query.mobileFlag === 'true') return [];
    return (await loadStaffMenu(deps.db, me.staffId)).tree;
  }),

  handle(calls.getResourceByBtn, async ({ staff: me, deps, input }) => {
    if (input.query.mobileFlag === 'true') return [];
    return loadButtonKeys(deps.db, me.staffId);
  }),

  // The body schema already holds the new password to the shared rule (strength, differs from the old one).
  handle(calls.changePassword, async ({ staff: me, deps, input, lang }) => {
    const { oldPassword, newPassword } = input.body;
    const [person] = await deps.db.select().from(staff).where(eq(staff.id, me.staffId)).limit(1);
    if (!person) throw fail.tokenInvalid();
    await checkCurrentPassword(deps, person, oldPassword, lang);
    await deps.db
      .update(staff)
      .set({ passwordHash: await hashPassword(newPassword), updatedAt: deps.clock.now() })
      .where(eq(staff.id, me.staffId));
    // A changed password ends every session, this one included: the person signs in again.
    await revokeAllSessions(deps, me.staffId, 'password-changed');
    return null;
  }),

  handle(calls.idempotenceKey, async ({ staff: me, deps }) => ({ key: await issueIdempotenceKey(deps, me.staffId) })),

  handle(calls.staffSelect, async ({ deps, input }) => searchStaff(deps.db, input.query.keyword, input.query.limit)),
];
