import { z } from 'zod';
import { API_SCOPES } from '@tenfour/db/api-keys';
import { jsonNumber, typedText } from '../validate';
import { pageQuery } from '../paging';
import { USAGE_PAGE_KEY } from '@tenfour/db/api-keys';

/** POST /api/admin/api-keys: a key's name, what it may do, how fast, and until when. */
export const createApiKeyBody = z.object({
  name: typedText('a name for the key', 80),
  scopes: z
    .array(z.enum(API_SCOPES, { message: 'Choose scopes from the list.' }), {
      message: 'Choose at least one scope.',
    })
    .min(1, 'Choose at least one scope.'),
  rateLimitPerMinute: jsonNumber('The rate limit is a whole number of requests per minute.')
    .int('The rate limit is a whole number of requests per minute.')
    .min(1, 'The rate limit is at least 1 request per minute.')
    .max(100_000, 'The rate limit is at most 100000 requests per minute.')
    .default(60),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'The expiry is a date and time (ISO 8601).' })
    .nullish()
    .transform((text) => (text ? new Date(text) : null)),
});

export const apiKeyParam = z.object({ id: z.uuid('No such API key.') });

export const usageQuery = z.object(pageQuery(USAGE_PAGE_KEY));
