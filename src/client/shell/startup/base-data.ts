import { baseDataSave } from '../../../shared/api/shell-calls';
import { portalClient } from '../../api/portal-client';
import { useShellData } from './shell-data-store';

/** Stores one base-data setting (tour flags, guides) on the server and in the shell's copy. */
export async function saveBaseData(type: string, content: unknown): Promise<void> {
  useShellData.setState((state) => ({ baseData: { ...state.baseData, [type]: content } }));
  await portalClient.call(baseDataSave, { body: { type, content } }, { silent: true }).catch(() => undefined);
}
