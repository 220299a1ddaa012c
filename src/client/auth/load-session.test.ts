import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../shared/api/staff-calls';
import { portalClient } from '../api/portal-client';
import { queryClient } from '../api/query-client';
import { loadSession, registerSessionLoader } from './load-session';

describe('loading the session', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient.clear();
  });

  it('sends the loaders’ reads beside the user’s and waits for both', async () => {
    let answerUser: (user: UserInfo) => void = () => undefined;
    vi.spyOn(portalClient, 'call').mockReturnValue(new Promise((resolve) => (answerUser = resolve)));
    let finishLoader: () => void = () => undefined;
    const loader = vi.fn(() => new Promise<void>((resolve) => (finishLoader = resolve)));
    const unregister = registerSessionLoader(loader);
    try {
      let done = false;
      const loading = loadSession().then((user) => {
        done = true;
        return user;
      });
      // The user has not answered yet, and the loader's reads are already out.
      await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      answerUser({ staffId: 7, resource: [], mustChangePassword: false } as unknown as UserInfo);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).toBe(false);
      finishLoader();
      expect((await loading).staffId).toBe(7);
    } finally {
      unregister();
    }
  });
});
