import { describe, expect, it, vi } from 'vitest';
import { testContext } from '../tests/fixtures/command-context';
import { CommandRegistry } from './registry';
import { SCHEDULING_COMMAND_IDS, schedulingCommands } from './scheduling-commands';
import type { ShellActions } from './types';

const registry = new CommandRegistry();
registry.register(...schedulingCommands);

describe('我的排班', () => {
  it('opens my week on the home page, as a tab inside the shell', async () => {
    const openTab = vi.fn();
    const ctx = testContext({ shell: { openTab } as unknown as ShellActions });
    expect(await registry.run(SCHEDULING_COMMAND_IDS.myShifts, ctx)).toBe(true);
    expect(openTab).toHaveBeenCalledWith('/home#home-my-week');
  });

  it('navigates there outside the shell, for every signed-in person and nobody signed out', async () => {
    const ctx = testContext();
    expect(await registry.run(SCHEDULING_COMMAND_IDS.myShifts, ctx)).toBe(true);
    expect(ctx.navigate).toHaveBeenCalledWith('/home#home-my-week');
    expect(await registry.run(SCHEDULING_COMMAND_IDS.myShifts, testContext({ signedIn: false }))).toBe(false);
  });

  it('is found by its Chinese and English words', () => {
    const [command] = schedulingCommands;
    expect(command!.title).toEqual({ zh: '我的排班', en: 'My shifts' });
    expect(command!.keywords).toEqual(expect.arrayContaining(['排班', '班次', 'my shifts']));
  });
});
