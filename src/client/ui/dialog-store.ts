import { create } from 'zustand';

/**
 * Global alert dialogs opened from code that is not a component (the failure handler). One at a
 * time is shown; later ones wait in the queue so that no message is lost.
 */
export interface DialogAction {
  label: string;
  /** Navigates here when chosen; without it the action only closes the dialog. */
  to?: string;
}

export interface DialogSpec {
  tone: 'info' | 'warning';
  title: string;
  description: string;
  /** Extra buttons before the dismiss button. */
  actions: DialogAction[];
  dismissLabel: string;
}

export interface QueuedDialog extends DialogSpec {
  /** Keys the rendered dialog so that the next one in the queue mounts fresh. */
  id: number;
}

interface DialogState {
  queue: QueuedDialog[];
  open(spec: DialogSpec): void;
  /** Closes the dialog on top. */
  close(): void;
}

let nextId = 1;

export const useDialogStore = create<DialogState>((set) => ({
  queue: [],
  open: (spec) => set((state) => ({ queue: [...state.queue, { ...spec, id: nextId++ }] })),
  close: () => set((state) => ({ queue: state.queue.slice(1) })),
}));

export function openDialog(spec: DialogSpec): void {
  useDialogStore.getState().open(spec);
}
