import { baseDataGet, shellConfig, simbankCheck } from '../../../shared/api/shell-calls';
import { portalClient } from '../../api/portal-client';
import { registerSessionLoader } from '../../auth/load-session';
import { EMPTY_SHELL_DATA, useShellData } from './shell-data-store';

const quiet = { silent: true } as const;

/**
 * shell.md §4 route guard: with a token and no loaded user, fetch user info, the SIM-bank check and
 * the system data. The guard already fails the sign-in when the user cannot be loaded; these two
 * (and the shell configuration) fall back to their defaults instead, so a slow settings table never
 * locks anyone out.
 */
export async function loadShellSettings(): Promise<void> {
  const [simbank, baseData, config] = await Promise.allSettled([
    portalClient.call(simbankCheck, undefined, quiet),
    portalClient.call(baseDataGet, { query: {} }, quiet),
    portalClient.call(shellConfig, undefined, quiet),
  ]);
  useShellData.setState({
    ...EMPTY_SHELL_DATA,
    isSimbank: simbank.status === 'fulfilled' && simbank.value.isSimbank,
    baseData: baseData.status === 'fulfilled' ? Object.fromEntries(baseData.value.map((item) => [item.type, item.content])) : {},
    sectionApps: config.status === 'fulfilled' ? config.value.sectionApps : {},
  });
}

registerSessionLoader(loadShellSettings);
