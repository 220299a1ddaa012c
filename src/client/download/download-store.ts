import { create } from 'zustand';
import type { ExportQueued } from '../../shared/api/download-calls';

const DOT_KEY = 'sb.downloadDot';

function storedDot(): boolean {
  try {
    return localStorage.getItem(DOT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The download dot of the header (shell.md §4: lit when an export became a job, until the
 * download centre is opened) and the "export task generated" dialog.
 */
interface DownloadState {
  dot: boolean;
  queued: ExportQueued | null;
  showQueued(answer: ExportQueued): void;
  closeQueued(): void;
  clearDot(): void;
}

export const useDownloads = create<DownloadState>((set) => ({
  dot: storedDot(),
  queued: null,
  showQueued: (answer) => {
    try {
      localStorage.setItem(DOT_KEY, '1');
    } catch {
      // storage blocked: the dot lasts for this page only
    }
    set({ queued: answer, dot: true });
  },
  closeQueued: () => set({ queued: null }),
  clearDot: () => {
    try {
      localStorage.removeItem(DOT_KEY);
    } catch {
      // nothing stored
    }
    set({ dot: false });
  },
}));
