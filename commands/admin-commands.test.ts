import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../src/shared/permissions';
import { testContext } from '../tests/fixtures/command-context';
import { ADMIN_COMMAND_IDS, adminCommands } from './admin-commands';
import { CommandRegistry } from './registry';

const registry = new CommandRegistry();
registry.register(...adminCommands);

describe('新建用户 and 新建角色', () => {
  it('open the users and roles pages with their create dialog', async () => {
    const ctx = testContext({ permissions: new Set([PERMISSION_KEYS.userAdmin, PERMISSION_KEYS.roleAdmin]) });
    expect(await registry.run(ADMIN_COMMAND_IDS.newUser, ctx)).toBe(true);
    expect(ctx.navigate).toHaveBeenLastCalledWith('/setModule/authManage/user?new=1');
    expect(await registry.run(ADMIN_COMMAND_IDS.newRole, ctx)).toBe(true);
    expect(ctx.navigate).toHaveBeenLastCalledWith('/setModule/roles?new=1');
  });

  it('are offered only with the page each opens, and to nobody signed out', () => {
    const ids = (permissions: string[], signedIn = true) =>
      registry.list(testContext({ permissions: new Set(permissions), signedIn })).map((command) => command.id);
    expect(ids([])).toEqual([]);
    expect(ids([PERMISSION_KEYS.userAdmin])).toEqual([ADMIN_COMMAND_IDS.newUser]);
    expect(ids([PERMISSION_KEYS.roleAdmin])).toEqual([ADMIN_COMMAND_IDS.newRole]);
    expect(ids([PERMISSION_KEYS.userAdmin, PERMISSION_KEYS.roleAdmin], false)).toEqual([]);
  });

  it('are found by their Chinese and English words', () => {
    const [user, role] = adminCommands;
    expect(user!.title).toEqual({ zh: '新建用户', en: 'New user' });
    expect(role!.title).toEqual({ zh: '新建角色', en: 'New role' });
    expect(user!.keywords).toEqual(expect.arrayContaining(['新建用户', 'new user']));
    expect(role!.keywords).toEqual(expect.arrayContaining(['新建角色', 'new role']));
  });
});
