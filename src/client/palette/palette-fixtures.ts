import { vi } from 'vitest';
import { accountCommands } from '../../../commands/account-commands';
import { assistantCommands } from '../../../commands/assistant-commands';
import { paletteCommands } from '../../../commands/palette-commands';
import { CommandRegistry, type CommandContext } from '../../../commands/index';
import type { MenuNode } from '../../shared/api/staff-calls';
import { node } from '../layout/menu-fixtures';
import { EMPTY_RANKING, type RankingSnapshot } from './frecency-store';
import { commandEntries, pageEntries } from './palette-entries';
import { createPaletteIndex } from './palette-index';
import type { PaletteServices } from './palette-types';

/** Test data: a small menu (home, a CRM group, a BQ group) as getUserInfo returns it. */
export function sampleMenu(): MenuNode[] {
  return [
    node(1, { name: '首页', nameEn: 'Home', router: '/home', international: 'HOME', icon: 'House' }),
    node(2, {
      name: '客户管理', nameEn: 'CRM', international: 'CRM', icon: 'Users',
      children: [node(21, { name: '客户', nameEn: 'Customers', children: [node(211, { name: '我的客户', nameEn: 'My clients', router: '/crm/client-partner/my-client' })] })],
    }),
    node(3, {
      name: '业务查询', nameEn: 'Business inquiry', international: 'BQ', icon: 'Search',
      children: [
        node(31, {
          name: '发送记录与任务',
          nameEn: 'Records and tasks',
          children: [
            node(311, { name: '短信发送记录', nameEn: 'SMS send records', router: '/businessInquiry/sendRcdQuery' }),
            node(312, { name: '短信任务查询', nameEn: 'SMS tasks', router: '/businessInquiry/smsTaskQuery' }),
            node(313, { name: '隐藏页面', nameEn: 'Hidden page', router: '/businessInquiry/hidden', webShowFlag: false }),
          ],
        }),
      ],
    }),
  ];
}

export function testContext(overrides: Partial<CommandContext> = {}): CommandContext {
  return {
    navigate: vi.fn(),
    currentPath: '/home',
    signedIn: true,
    permissions: new Set(['HOME', 'CRM', 'BQ', 'aichat']),
    language: 'zh',
    setLanguage: vi.fn(),
    signOut: vi.fn(),
    openChangePassword: vi.fn(),
    palette: { open: vi.fn(), openChoices: vi.fn(), isOpen: () => true, showShortcuts: vi.fn() },
    ...overrides,
  };
}

export function testServices(ctx: CommandContext = testContext(), ranking: RankingSnapshot = EMPTY_RANKING, menu = sampleMenu()): PaletteServices {
  const registry = new CommandRegistry();
  registry.register(...accountCommands, ...assistantCommands, ...paletteCommands);
  const index = createPaletteIndex([...pageEntries(menu), ...commandEntries(registry.list(), ctx.permissions)]);
  return {
    ctx,
    registry,
    index,
    ranking,
    searchPeople: vi.fn(async () => [{ staffId: 7, name: '李娜', jobNumber: 'SB1001', deptNames: ['销售一部'] }]),
    searchCustomers: vi.fn(async () => []),
    recordUse: vi.fn(),
    resetRanking: vi.fn(),
    setFavourite: vi.fn(async () => true),
    notify: vi.fn(),
  };
}
