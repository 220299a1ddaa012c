import { Component, type ReactNode } from 'react';
import { showVersionBanner } from '../version-banner-store';

/** Messages browsers give when a lazily loaded page module cannot be fetched (a new version replaced it). */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Failed to fetch/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(`${error.name} ${error.message}`);
}

interface Props {
  children: ReactNode;
  fallback: ReactNode;
}

/**
 * Around each tab's page: a page module that fails to load means the portal was upgraded under
 * the user (shell.md §4 "Version-update"): show the banner instead of a broken page. Other errors
 * show the fallback too, so one broken page never blanks the whole shell.
 */
export class TabErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) showVersionBanner();
    else console.error('[tabs] a page failed to render', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
