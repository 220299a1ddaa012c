import { createContext, useContext } from 'react';
import { create } from 'zustand';
import type { ShellActions } from '../../../commands/types';

/**
 * The layout publishes its ShellActions here while it is mounted; the command context reads them
 * (ctx.shell), so commands work from the palette, shortcuts and menus alike. Outside the layout
 * (sign-in pages) there are none.
 */
export const useShellActions = create<{ actions: ShellActions | null }>(() => ({ actions: null }));

/**
 * The same actions, handed by the layout to its own parts. They have them in their first render,
 * so publishing to the store after the layout mounts renders none of them again (the header and
 * the tab bar would otherwise render twice in the first page load).
 */
export const ShellActionsContext = createContext<ShellActions | null>(null);

/**
 * The shell's actions where a component is: by context inside the layout, from the store outside
 * it (the palette, the global shortcuts), where they arrive once the layout has mounted.
 */
export function useShellActionsHere(): ShellActions | null {
  const provided = useContext(ShellActionsContext);
  // Inside the layout the selector ignores the store, so its publishing renders nothing again.
  const published = useShellActions((state) => (provided ? null : state.actions));
  return provided ?? published;
}
