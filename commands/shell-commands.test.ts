import { describe, expect, it, vi } from 'vitest';
import { testContext } from '../tests/fixtures/command-context';
import { CommandRegistry } from './registry';
import { SHELL_COMMAND_IDS, shellCommands } from './shell-commands';
import type { CommandContext, ShellActions } from './types';

function shell(overrides: Partial<ShellActions> = {}): ShellActions {
  return {
    closeCurrentTab: vi.fn(),
    closeOtherTabs: vi.fn(),
    closeAllTabs: vi.fn(),
    refreshCurrentTab: vi.fn(),
    reopenClosedTab: vi.fn(),
    canCloseCurrent: () => true,
    canCloseOthers: () => true,
    canCloseAll: () => true,
    canReopenClosed: () => true,
    toggleSideNav: vi.fn(),
    openDownloadCentre: vi.fn(),
    openNotifications: vi.fn(),
    switchToMobile: vi.fn(),
    openTab: vi.fn(),
    openInBrowserTab: vi.fn(),
    ...overrides,
  };
}

function context(overrides: Partial<CommandContext> = {}): CommandContext {
  return testContext({ permissions: new Set(['GER_DOWNLOAD']), shell: shell(), ...overrides });
}

const registry = new CommandRegistry();
registry.register(...shellCommands);

describe('shell commands', () => {
  it('run the shell’s actions', async () => {
    const ctx = context();
    for (const id of Object.values(SHELL_COMMAND_IDS)) expect(await registry.run(id, ctx), id).toBe(true);
    const actions = ctx.shell!;
    for (const fn of [
      'closeCurrentTab',
      'closeOtherTabs',
      'closeAllTabs',
      'refreshCurrentTab',
      'reopenClosedTab',
      'toggleSideNav',
      'openDownloadCentre',
      'openNotifications',
      'switchToMobile',
    ] as const) {
      expect(actions[fn], fn).toHaveBeenCalledTimes(1);
    }
  });

  it('follow the tab bar’s disabled rules', () => {
    const ctx = context({
      shell: shell({ canCloseCurrent: () => false, canCloseOthers: () => false, canCloseAll: () => false, canReopenClosed: () => false }),
    });
    const ids = registry.list(ctx).map((command) => command.id);
    expect(ids).not.toContain(SHELL_COMMAND_IDS.closeCurrentTab);
    expect(ids).not.toContain(SHELL_COMMAND_IDS.closeOtherTabs);
    expect(ids).not.toContain(SHELL_COMMAND_IDS.closeAllTabs);
    expect(ids).not.toContain(SHELL_COMMAND_IDS.reopenClosedTab);
    expect(ids).toContain(SHELL_COMMAND_IDS.refreshTab);
  });

  it('are not offered outside the layout, and the download centre needs its page', () => {
    expect(registry.list(context({ shell: undefined }))).toEqual([]);
    expect(registry.list(context({ permissions: new Set() })).map((c) => c.id)).not.toContain(SHELL_COMMAND_IDS.openDownloadCentre);
  });

  it('are named in both languages with keywords', () => {
    for (const command of shellCommands) {
      expect(command.title.zh.trim(), command.id).not.toBe('');
      expect(command.title.en.trim(), command.id).not.toBe('');
      expect(command.keywords.length, command.id).toBeGreaterThan(0);
    }
  });
});
