import { UPLOAD_TIMEOUT_MS, upload, uploadedFile, type UploadedFile } from '../../../shared/api/download-calls';
import { envelopeSchema } from '../../../shared/envelope-schema';
import { OK } from '../../../shared/error-codes';
import { ApiError } from '../../api/api-error';
import { portalClient } from '../../api/portal-client';

const answer = envelopeSchema(uploadedFile.nullable());

/**
 * Sends one file to the upload call (multipart, its own 600 s limit) with the session's token and
 * language, and answers the stored file; a refusal rejects with the call's code and message.
 */
export async function uploadFile(file: File, bizType = 'workflow'): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('bizType', bizType);
  const response = await portalClient.fetchRaw(upload.path, { method: 'POST', body }, { timeoutMs: UPLOAD_TIMEOUT_MS });
  const parsed = answer.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new ApiError('network', -1, `${response.status} ${response.statusText}`, null, response.status, response.statusText);
  if (parsed.data.code !== OK || !parsed.data.data) throw new ApiError('business', parsed.data.code, parsed.data.msg);
  return parsed.data.data;
}
