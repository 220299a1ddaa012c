import { z } from 'zod';
import type { CallData, CallDef } from '../../shared/api/define-call';
import { idempotenceKey } from '../../shared/api/staff-calls';
import { envelopeSchema } from '../../shared/envelope-schema';
import { HEADERS } from '../../shared/envelope';
import { OK } from '../../shared/error-codes';
import { ApiError } from '../api/api-error';
import { portalClient } from '../api/portal-client';

/**
 * Sends a spreadsheet to a multipart call (IMEI parse / upload) and reads its envelope against
 * the call's own response schema; a refusal rejects with its code and message. A repeat-checked
 * call gets its one-time submission id first, as every other repeat-checked call does.
 */
export async function sendSheet<C extends CallDef>(call: C, file: File): Promise<CallData<C>> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = {};
  if (call.repeatCheck) headers[HEADERS.idempotence] = (await portalClient.call(idempotenceKey, undefined, { silent: true })).key;
  const response = await portalClient.fetchRaw(call.path, { method: 'POST', body, headers });
  const parsed = envelopeSchema(z.unknown()).safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new ApiError('network', -1, `${response.status} ${response.statusText}`, null, response.status, response.statusText);
  if (parsed.data.code !== OK) throw new ApiError('business', parsed.data.code, parsed.data.msg, parsed.data.data ?? null);
  return call.response.parse(parsed.data.data) as CallData<C>;
}
