import { create } from 'zustand';

/** shell.md §4 version update: set when a page module fails to load. */
export const useVersionBanner = create<{ visible: boolean }>(() => ({ visible: false }));

export function showVersionBanner(): void {
  useVersionBanner.setState({ visible: true });
}
