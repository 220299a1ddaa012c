import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_COMMAND_IDS, accountCommands } from './account-commands';
import { ASSISTANT_COMMAND_IDS, assistantCommands } from './assistant-commands';
import { PALETTE_COMMAND_IDS, paletteCommands } from './palette-commands';
import { CommandRegistry } from './registry';
import { testContext } from '../tests/fixtures/command-context';

const context = testContext;

const registry = new CommandRegistry();
registry.register(...accountCommands, ...assistantCommands, ...paletteCommands);

describe('assistant commands', () => {
  it('need both the aichat permission and the assistant in the page', async () => {
    const assistant = { open: vi.fn(), newConversation: vi.fn() };
    expect(await registry.run(ASSISTANT_COMMAND_IDS.open, context({ assistant }))).toBe(false);
    expect(await registry.run(ASSISTANT_COMMAND_IDS.open, context({ permissions: new Set(['aichat']) }))).toBe(false);
    const ctx = context({ permissions: new Set(['aichat']), assistant });
    expect(await registry.run(ASSISTANT_COMMAND_IDS.open, ctx)).toBe(true);
    expect(await registry.run(ASSISTANT_COMMAND_IDS.newConversation, ctx)).toBe(true);
    expect(assistant.open).toHaveBeenCalledWith();
    expect(assistant.newConversation).toHaveBeenCalledTimes(1);
  });
});

describe('palette commands and choices', () => {
  const palette = { open: vi.fn(), openChoices: vi.fn(), isOpen: vi.fn(() => false), showShortcuts: vi.fn() };

  it('open the palette, the cheat sheet and the language choices through ctx.palette', async () => {
    const ctx = context({ palette });
    await registry.run(PALETTE_COMMAND_IDS.open, ctx);
    await registry.run(PALETTE_COMMAND_IDS.shortcuts, ctx);
    await registry.run(ACCOUNT_COMMAND_IDS.language, ctx);
    expect(palette.open).toHaveBeenCalledWith();
    expect(palette.showShortcuts).toHaveBeenCalled();
    expect(palette.openChoices).toHaveBeenCalledWith(ACCOUNT_COMMAND_IDS.language);
  });

  it('are not offered while the palette is open, nor without it', () => {
    expect(registry.list(context({ palette: { ...palette, isOpen: () => true } })).map((c) => c.id)).not.toContain(
      PALETTE_COMMAND_IDS.open,
    );
    expect(registry.list(context()).map((c) => c.id)).not.toContain(ACCOUNT_COMMAND_IDS.language);
  });

  it('declare the language choices under their parent, the current one checked', () => {
    const choices = registry.list().filter((c) => c.parent === ACCOUNT_COMMAND_IDS.language);
    expect(choices.map((c) => c.id)).toEqual([ACCOUNT_COMMAND_IDS.languageZh, ACCOUNT_COMMAND_IDS.languageEn]);
    expect(choices.map((c) => c.checked?.(context({ language: 'en' })))).toEqual([false, true]);
  });

  it('name every command in both languages and give shortcuts only as chords', () => {
    for (const c of [...assistantCommands, ...paletteCommands]) {
      expect(c.title.zh.trim(), c.id).not.toBe('');
      expect(c.title.en.trim(), c.id).not.toBe('');
      for (const chord of [c.shortcut ?? [], ...(c.extraShortcuts ?? [])]) expect(chord.every((part) => part.length > 0)).toBe(true);
    }
  });
});

describe('the app registry', () => {
  it('gives no two commands the same shortcut (one key, one action)', async () => {
    const { commandRegistry } = await import('./index');
    const seen = new Map<string, string>();
    for (const command of commandRegistry.list()) {
      for (const chord of [command.shortcut ?? [], ...(command.extraShortcuts ?? [])].filter((c) => c.length > 0)) {
        const key = chord
          .map((part) => part.toLowerCase())
          .sort()
          .join('+');
        expect(seen.get(key), `${command.id} and ${seen.get(key)} share ${key}`).toBeUndefined();
        seen.set(key, command.id);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});
