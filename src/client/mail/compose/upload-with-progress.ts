import { HEADERS } from '../../../shared/envelope';
import { OK } from '../../../shared/error-codes';
import { MAIL_UPLOAD_TIMEOUT_MS, uploadFileAndGetPresignedUrl, type UploadedMailFile } from '../../../shared/api/mail-compose-calls';
import { ApiError } from '../../api/api-error';
import { API_BASE, portalClient } from '../../api/portal-client';
import { currentLanguage } from '../../i18n/i18n';
import { I18N_CODES } from '../../i18n/language';

/**
 * One attachment to the mail upload call with upload progress (fetch reports none): the session's
 * token and language, the call's 600 s limit; a refusal rejects with the server's code and message.
 */
export function uploadWithProgress(file: File, onProgress: (percent: number) => void): Promise<UploadedMailFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${uploadFileAndGetPresignedUrl.path}`);
    xhr.timeout = MAIL_UPLOAD_TIMEOUT_MS;
    const auth = portalClient.authorization();
    if (auth) xhr.setRequestHeader('Authorization', auth);
    xhr.setRequestHeader(HEADERS.language, I18N_CODES[currentLanguage()]);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError('network', -1, `${xhr.status} ${xhr.statusText}`, null, xhr.status, xhr.statusText));
    xhr.ontimeout = () => reject(new ApiError('timeout', -1, 'timeout'));
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { code: number; msg: string; data: UploadedMailFile | null };
        if (body.code === OK && body.data) resolve(body.data);
        else reject(new ApiError('business', body.code, body.msg));
      } catch {
        reject(new ApiError('network', -1, `${xhr.status} ${xhr.statusText}`, null, xhr.status, xhr.statusText));
      }
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
