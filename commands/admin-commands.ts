import { PERMISSION_KEYS } from '../src/shared/permissions';
import type { Command } from './types';

/** Palette actions of administration (users, roles, grants, departments, menus, dictionaries). */
export const ADMIN_COMMAND_IDS = {
  newUser: 'admin.new-user',
  newRole: 'admin.new-role',
} as const;

/** Opened with `?new=1`, the users and roles pages start with their create dialog. */
export const ADMIN_NEW_QUERY = 'new=1';
export const ADMIN_PATHS = { users: '/setModule/authManage/user', roles: '/setModule/roles' } as const;

export const adminCommands: Command[] = [
  {
    id: ADMIN_COMMAND_IDS.newUser,
    title: { zh: '新建用户', en: 'New user' },
    keywords: ['new user', 'create account', 'staff', '新建用户', '新增账号', '员工', 'xinjianyonghu'],
    icon: 'Users',
    section: 'navigation',
    permission: PERMISSION_KEYS.userAdmin,
    when: (ctx) => ctx.signedIn,
    perform: (ctx) => ctx.navigate(`${ADMIN_PATHS.users}?${ADMIN_NEW_QUERY}`),
  },
  {
    id: ADMIN_COMMAND_IDS.newRole,
    title: { zh: '新建角色', en: 'New role' },
    keywords: ['new role', 'create role', 'grant', '新建角色', '新增角色', '授权', 'xinjianjuese'],
    icon: 'KeyRound',
    section: 'navigation',
    permission: PERMISSION_KEYS.roleAdmin,
    when: (ctx) => ctx.signedIn,
    perform: (ctx) => ctx.navigate(`${ADMIN_PATHS.roles}?${ADMIN_NEW_QUERY}`),
  },
];
