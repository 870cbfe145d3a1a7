import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { docsPage, openApiDocument } from './openapi';
import { v1Routes } from './v1.routes';

/** /api/v1: the document and its page need no key; every operation does. */
export const publicApi = new Hono<AppEnv>()
  .get('/openapi.json', (c) => c.json(openApiDocument()))
  .get('/docs', (c) => c.html(docsPage()))
  .route('/', v1Routes);

export { OPERATIONS } from './operations';
export { openApiDocument } from './openapi';
