import type { AnswerKind } from '../../src/shared/api/define-call';
import type { RawResponse } from './raw-http';

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'no answer';

export interface Verdict {
  statusClass: StatusClass;
  /** The envelope's code when the answer was one. */
  code: number | null;
  /** Why the answer breaks the rules; absent when it keeps them. */
  problem?: string;
}

export function statusClassOf(status: number): StatusClass {
  if (status >= 200 && status < 300) return '2xx';
  if (status >= 300 && status < 400) return '3xx';
  if (status >= 400 && status < 500) return '4xx';
  if (status >= 500) return '5xx';
  return 'no answer';
}

/** `{code: integer, msg: string, data}`; returns the code, or why the text is no envelope. */
export function envelopeCode(text: string): { code: number } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'JSON answer does not parse' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { problem: 'JSON answer is not an object' };
  const envelope = parsed as Record<string, unknown>;
  if (typeof envelope.code !== 'number' || !Number.isInteger(envelope.code)) return { problem: 'envelope without an integer code' };
  if (typeof envelope.msg !== 'string') return { problem: 'envelope without a string msg' };
  if (!('data' in envelope)) return { problem: 'envelope without data' };
  return { code: envelope.code };
}

/**
 * The rules every answer keeps: no 5xx; failures are envelopes with a non-zero code; successes are
 * envelopes, or the call's declared file, event stream or redirect.
 */
export function checkAnswer(answer: AnswerKind, response: RawResponse): Verdict {
  const statusClass = statusClassOf(response.status);
  if (statusClass === 'no answer') return { statusClass, code: null, problem: response.error ?? 'no answer' };
  if (statusClass === '5xx') return { statusClass, code: null, problem: `HTTP ${response.status}` };
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    if (response.bodyBytes > response.body.length)
      return { statusClass, code: null, problem: `JSON answer of ${response.bodyBytes} bytes` };
    const result = envelopeCode(response.body.toString('utf8'));
    if ('problem' in result) return { statusClass, code: null, problem: result.problem };
    if (response.status >= 400 && result.code === 0) return { statusClass, code: 0, problem: `HTTP ${response.status} with code 0` };
    return { statusClass, code: result.code };
  }
  if (response.status === 200 && answer === 'file' && response.headers['content-disposition']) return { statusClass, code: null };
  if (response.status === 200 && answer === 'stream' && type.startsWith('text/event-stream')) {
    return response.error && !response.cut
      ? { statusClass, code: null, problem: `event stream broke: ${response.error}` }
      : { statusClass, code: null };
  }
  if (statusClass === '3xx' && answer === 'redirect' && response.headers.location) return { statusClass, code: null };
  if (response.status === 200 && answer === 'html' && type.startsWith('text/html')) return { statusClass, code: null };
  return {
    statusClass,
    code: null,
    problem: `HTTP ${response.status} ${type || 'without a content type'} where a ${answer === 'envelope' ? 'JSON envelope' : `${answer} or an envelope`} was due`,
  };
}
