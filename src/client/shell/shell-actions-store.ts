import { create } from 'zustand';
import type { ShellActions } from '../../../commands/types';

/**
 * The layout publishes its ShellActions here while it is mounted; the command context reads them
 * (ctx.shell), so commands work from the palette, shortcuts and menus alike. Outside the layout
 * (sign-in pages) there are none.
 */
export const useShellActions = create<{ actions: ShellActions | null }>(() => ({ actions: null }));
