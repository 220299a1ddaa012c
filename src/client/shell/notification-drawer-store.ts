import { create } from 'zustand';

/**
 * Open state of the notification drawer and the rating dialog (so commands can open them), and
 * whether the version notice is up (the sign-in prompt waits for it).
 */
export const useShellPanels = create<{ notifications: boolean; feedback: boolean; versionNotice: boolean }>(() => ({
  notifications: false,
  feedback: false,
  versionNotice: false,
}));
