import { create } from 'zustand';

/** Open state of the change-password dialog, so a command can open it from anywhere. */
interface ChangePasswordDialogState {
  open: boolean;
  show(): void;
  setOpen(open: boolean): void;
}

export const useChangePasswordDialog = create<ChangePasswordDialogState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  setOpen: (open) => set({ open }),
}));
