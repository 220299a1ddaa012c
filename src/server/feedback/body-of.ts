import type { z } from 'zod';

/** The validated body a handler of the call receives. */
export type BodyOf<C extends { body?: z.ZodType | undefined }> = z.output<NonNullable<C['body']>>;
