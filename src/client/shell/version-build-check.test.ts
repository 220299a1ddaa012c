import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalClient } from '../api/portal-client';
import { onBuildPush, ownBuildId } from './version-build-check';
import { useVersionBanner } from './version-banner-store';

describe('the inner-version check of an open tab', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="switchboard-build" content="20261124-aaaa">';
    useVersionBanner.setState({ visible: false });
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads the build the tab was loaded with', () => {
    expect(ownBuildId()).toBe('20261124-aaaa');
  });

  it('shows the upgrade banner when the push names another build, not for its own', () => {
    onBuildPush('build', { event: 'build', buildId: '20261124-aaaa' });
    expect(useVersionBanner.getState().visible).toBe(false);
    onBuildPush('message', { buildId: '20261124-bbbb' }); // other events say nothing about builds
    expect(useVersionBanner.getState().visible).toBe(false);
    onBuildPush('build', { event: 'build', buildId: '20261124-bbbb' });
    expect(useVersionBanner.getState().visible).toBe(true);
  });

  it('asks the server after a reconnection and shows the banner when it serves a newer build', async () => {
    const call = vi.spyOn(portalClient, 'call').mockResolvedValue({ buildId: '20261124-bbbb', deployedAt: null, upgraded: true });
    onBuildPush('connection', { event: 'connection' });
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'version.innerCheck' }),
      { query: { buildId: '20261124-aaaa' } },
      { silent: true },
    );
    await vi.waitFor(() => expect(useVersionBanner.getState().visible).toBe(true));
  });

  it('never compares in development, where the page has no build id', () => {
    document.head.innerHTML = '';
    const call = vi.spyOn(portalClient, 'call');
    onBuildPush('build', { buildId: 'x' });
    onBuildPush('connection', {});
    expect(useVersionBanner.getState().visible).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });
});
