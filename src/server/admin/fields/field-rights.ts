import { and, eq } from 'drizzle-orm';
import { FIELD_RIGHT_PAGE_PATHS, fieldsOfPage } from '../../../shared/admin/field-rights';
import type { RoleFieldPages } from '../../../shared/api/field-rights-calls';
import type { Db } from '../../db/database';
import { roleFieldRights, roles } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { APP_CODES } from '../../../shared/error-codes';
import { AppError, fail } from '../../http/app-error';
import type { GrantSet } from '../../staff/index';
import { announceGrants, bumpGrantsVersion } from '../grants-version';

/** What a person sees of a page: each of its fields, shown or hidden by their roles. */
export async function fieldRightsFor(
  grants: GrantSet,
  page: string,
): Promise<{ page: string; fields: { field: string; visible: boolean }[] }> {
  const hidden = await grants.hiddenFields(page);
  return { page, fields: fieldsOfPage(page).map((field) => ({ field, visible: !hidden.has(field) })) };
}

async function roleExists(db: Db, id: number): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
  if (!role) throw fail.notFound();
}

export async function roleFieldPagesOf(db: Db, roleId: number): Promise<RoleFieldPages> {
  await roleExists(db, roleId);
  const rows = await db
    .select({ page: roleFieldRights.page, field: roleFieldRights.field })
    .from(roleFieldRights)
    .where(eq(roleFieldRights.roleId, roleId));
  return {
    roleId,
    pages: FIELD_RIGHT_PAGE_PATHS.map((page) => ({
      page,
      // In the page's own order, so the editor and the answer read alike.
      hidden: fieldsOfPage(page).filter((field) => rows.some((row) => row.page === page && row.field === field)),
    })),
  };
}

/** Replaces what a role hides on a page; the grants version moves with it, so holders' next request sees it. */
export async function saveRoleFieldRights(deps: AppDeps, input: { id: number; page: string; hidden: string[] }): Promise<RoleFieldPages> {
  const known = fieldsOfPage(input.page);
  const unknown = input.hidden.find((field) => !known.includes(field));
  if (unknown !== undefined) throw new AppError(APP_CODES.VALIDATION, 'admin.unknownField', { name: unknown }, 400, { field: 'hidden' });
  await roleExists(deps.db, input.id);
  const hidden = [...new Set(input.hidden)];
  const version = await deps.db.transaction(async (tx) => {
    await tx.delete(roleFieldRights).where(and(eq(roleFieldRights.roleId, input.id), eq(roleFieldRights.page, input.page)));
    if (hidden.length > 0) await tx.insert(roleFieldRights).values(hidden.map((field) => ({ roleId: input.id, page: input.page, field })));
    return bumpGrantsVersion(tx as unknown as Db);
  });
  announceGrants(deps, version);
  return roleFieldPagesOf(deps.db, input.id);
}
