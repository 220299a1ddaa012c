import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_COMMAND_IDS, accountCommands } from './account-commands';
import { CommandRegistry, DuplicateCommandError, UnknownCommandError } from './registry';
import { testContext } from '../tests/fixtures/command-context';
import type { Command } from './types';

const context = testContext;

const command = (id: string, extra: Partial<Command> = {}): Command => ({
  id,
  title: { zh: id, en: id },
  keywords: [],
  perform: vi.fn(),
  ...extra,
});

describe('CommandRegistry', () => {
  it('registers, gets and lists in registration order', () => {
    const registry = new CommandRegistry();
    registry.register(command('a'), command('b'));
    registry.register(command('c'));
    expect(registry.list().map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(registry.get('b')?.id).toBe('b');
    expect(registry.get('zzz')).toBeUndefined();
  });

  it('refuses a duplicate id, also within one call, and registers nothing of a failed batch', () => {
    const registry = new CommandRegistry();
    registry.register(command('a'));
    expect(() => registry.register(command('a'))).toThrow(DuplicateCommandError);
    expect(() => registry.register(command('x'), command('x'))).toThrow(DuplicateCommandError);
    expect(() => registry.register(command('y'), command('a'))).toThrow(DuplicateCommandError);
    expect(registry.list().map((c) => c.id)).toEqual(['a']);
  });

  it('unregisters what it registered', () => {
    const registry = new CommandRegistry();
    const off = registry.register(command('a'));
    off();
    expect(registry.get('a')).toBeUndefined();
    registry.register(command('a'));
  });

  it('checks permission and the when predicate in list and run', async () => {
    const registry = new CommandRegistry();
    const guarded = command('guarded', { permission: 'aichat' });
    const conditional = command('conditional', { when: (ctx) => ctx.currentPath === '/crm' });
    registry.register(guarded, conditional);

    const plain = context();
    expect(registry.list(plain)).toEqual([]);
    expect(await registry.run('guarded', plain)).toBe(false);
    expect(await registry.run('conditional', plain)).toBe(false);
    expect(guarded.perform).not.toHaveBeenCalled();
    expect(conditional.perform).not.toHaveBeenCalled();

    const allowed = context({ permissions: new Set(['aichat']), currentPath: '/crm' });
    expect(registry.list(allowed).map((c) => c.id)).toEqual(['guarded', 'conditional']);
    expect(await registry.run('guarded', allowed)).toBe(true);
    expect(guarded.perform).toHaveBeenCalledWith(allowed);
  });

  it('throws on an unknown id and waits for async commands', async () => {
    const registry = new CommandRegistry();
    let done = false;
    registry.register(command('slow', { perform: async () => void (await Promise.resolve(), (done = true)) }));
    await expect(registry.run('nope', context())).rejects.toThrow(UnknownCommandError);
    await registry.run('slow', context());
    expect(done).toBe(true);
  });
});

describe('account commands', () => {
  const registry = new CommandRegistry();
  registry.register(...accountCommands);

  it('go home, change password and sign out call the context', async () => {
    const ctx = context();
    await registry.run(ACCOUNT_COMMAND_IDS.goHome, ctx);
    await registry.run(ACCOUNT_COMMAND_IDS.changePassword, ctx);
    await registry.run(ACCOUNT_COMMAND_IDS.signOut, ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/home');
    expect(ctx.openChangePassword).toHaveBeenCalledTimes(1);
    expect(ctx.signOut).toHaveBeenCalledTimes(1);
  });

  it('switches language only to the other one, also when signed out', async () => {
    const ctx = context({ language: 'zh', signedIn: false });
    expect(await registry.run(ACCOUNT_COMMAND_IDS.languageZh, ctx)).toBe(false);
    expect(await registry.run(ACCOUNT_COMMAND_IDS.languageEn, ctx)).toBe(true);
    expect(ctx.setLanguage).toHaveBeenCalledWith('en');
  });

  it('offers no account actions without a session', () => {
    const ids = registry.list(context({ signedIn: false, language: 'en' })).map((c) => c.id);
    expect(ids).toEqual([ACCOUNT_COMMAND_IDS.languageZh]);
  });

  it('names every command in both languages', () => {
    for (const c of accountCommands) {
      expect(c.title.zh.trim(), c.id).not.toBe('');
      expect(c.title.en.trim(), c.id).not.toBe('');
      expect(c.keywords.length, c.id).toBeGreaterThan(0);
    }
  });
});
