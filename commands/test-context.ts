import { vi } from 'vitest';
import type { CommandContext } from './types';

/** A signed-in context on /home with spies for every effect; tests override what they look at. */
export function testContext(overrides: Partial<CommandContext> = {}): CommandContext {
  return {
    navigate: vi.fn(),
    currentPath: '/home',
    signedIn: true,
    permissions: new Set<string>(),
    language: 'zh',
    setLanguage: vi.fn(),
    signOut: vi.fn(),
    openChangePassword: vi.fn(),
    ...overrides,
  };
}
