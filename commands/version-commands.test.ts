import { describe, expect, it, vi } from 'vitest';
import { testContext } from '../tests/fixtures/command-context';
import { CommandRegistry } from './registry';
import type { ShellActions } from './types';
import { VERSION_COMMAND_IDS, versionCommands } from './version-commands';

const registry = new CommandRegistry();
registry.register(...versionCommands);
const TIMELINE_KEY = 'MC_PUBLICNOTICE_TIMEAXIS';

describe('查看版本说明', () => {
  it('opens the release timeline as a tab for people who may read it', async () => {
    const openTab = vi.fn();
    const ctx = testContext({ permissions: new Set([TIMELINE_KEY]), shell: { openTab } as unknown as ShellActions });
    expect(await registry.run(VERSION_COMMAND_IDS.releaseNotes, ctx)).toBe(true);
    expect(openTab).toHaveBeenCalledWith('/message/publicnotice/timeaxis');
  });

  it('is not offered without the timeline permission or signed out', async () => {
    const command = registry.get(VERSION_COMMAND_IDS.releaseNotes)!;
    expect(command.title).toEqual({ zh: '查看版本说明', en: 'View release notes' });
    expect(registry.isAvailable(command, testContext())).toBe(false);
    expect(registry.isAvailable(command, testContext({ permissions: new Set([TIMELINE_KEY]), signedIn: false }))).toBe(false);
    const navigate = vi.fn();
    expect(await registry.run(VERSION_COMMAND_IDS.releaseNotes, testContext({ navigate }))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
