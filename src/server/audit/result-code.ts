import { HTTPException } from 'hono/http-exception';
import { APP_CODES } from '../../shared/error-codes';
import { AppError } from '../http/app-error';

/** The envelope code the caller is answered with for this error (as errorResponse answers it). */
export function resultCodeOf(error: unknown): number {
  if (error instanceof AppError) return error.code;
  if (error instanceof HTTPException && error.status < 500) return APP_CODES.VALIDATION;
  return APP_CODES.INTERNAL;
}

export function isForbidden(error: unknown): boolean {
  return error instanceof AppError && error.code === APP_CODES.FORBIDDEN;
}
