import { z } from 'zod';
import { API_SCOPES } from '@tenfour/db/api-keys';
import { OPERATIONS, type Operation } from './operations';
import { errorAnswer } from './v1.schemas';

type JsonSchema = Record<string, unknown>;

/** A request schema as a client must send it (before transforms), an answer as it is sent. */
const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  delete json.$schema;
  return json as JsonSchema;
};

/** `/units/:discordId/status` as OpenAPI writes it: `/units/{discordId}/status`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parameters(op: Operation) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  return list;
}

const REFUSALS: Record<number, string> = {
  400: 'Invalid input: `issues` names each field.',
  401: 'No key, an unknown key, or a revoked or expired one.',
  403: 'The key lacks the operation’s scope (the message names it).',
  404: 'Not found.',
  409: 'Conflicts with the current state.',
  422: 'Cannot be done (the message says why).',
  429: 'Over the key’s per-minute limit (or a limit of the operation): `Retry-After` says when to try again.',
};

const errorRef = { $ref: '#/components/schemas/Error' };

function operationObject(op: Operation) {
  const responses: Record<string, unknown> = {
    [op.ok.status]: {
      description: op.ok.description,
      content: {
        [op.ok.mediaType ?? 'application/json']: { schema: toSchema(op.ok.schema, 'output') },
      },
    },
  };
  for (const status of [...op.refusals, 401, 403, 429].sort()) {
    responses[status] = {
      description: REFUSALS[status],
      ...(status === 429
        ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds.' } } }
        : {}),
      content: { 'application/json': { schema: errorRef } },
    };
  }
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: `${op.description}\n\nScope: \`${op.scope}\`.`,
    tags: [op.scope.split(':')[0]],
    security: [{ apiKey: [op.scope] }],
    'x-scope': op.scope,
    ...(op.params || op.query ? { parameters: parameters(op) } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(op.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

let built: JsonSchema | undefined;

/** The OpenAPI 3.1 document of /api/v1, generated from the schemas the routes validate with. */
export function openApiDocument(): JsonSchema {
  if (built) return built;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method]: operationObject(op) };
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'TenFour public API',
      version: '1.0.0',
      description:
        'Calls, units and records for the tools a community runs beside its CAD. Every request carries `Authorization: Bearer <key>`; staff create keys with the scopes a tool needs at /dashboard/admin/api-keys. Errors have one shape (`Error`); lists page with `cursor` and `nextCursor`.',
    },
    servers: [{ url: '/api/v1' }],
    security: [{ apiKey: [] }],
    tags: [...new Set(OPERATIONS.map((op) => op.scope.split(':')[0]))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `A key from the staff console. Scopes: ${API_SCOPES.join(', ')}.`,
        },
      },
      schemas: { Error: toSchema(errorAnswer, 'output') },
    },
  };
  return built;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The schema's fields as rows: name, type, required, and what its rules say. */
function fieldRows(schema: JsonSchema | undefined): string {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties)
    .map(([name, p]) => {
      const type =
        (p.enum as unknown[] | undefined)?.map(String).join(' | ') ??
        (p.type as string | undefined) ??
        (p.anyOf ? 'one of several' : 'any');
      return `<tr><td><code>${escape(name)}</code></td><td>${escape(String(type))}</td><td>${required.has(name) ? 'yes' : 'no'}</td></tr>`;
    })
    .join('');
}

/**
 * The reference page at /api/v1/docs: the same document read as a page, built here with no
 * script and nothing from elsewhere (the API's security policy allows neither).
 */
export function docsPage(): string {
  const doc = openApiDocument();
  const sections = OPERATIONS.map((op) => {
    const o = operationObject(op);
    const params = (o.parameters ?? []) as JsonSchema[];
    const body = o.requestBody?.content['application/json'].schema as JsonSchema | undefined;
    const answer = (o.responses[op.ok.status] as { content: Record<string, { schema: unknown }> })
      .content[op.ok.mediaType ?? 'application/json']!.schema;
    return `<section id="${op.operationId}">
<h2>${escape(op.summary)}</h2>
<p><code>${op.method.toUpperCase()} /api/v1${escape(op.path)}</code> · scope <code>${op.scope}</code></p>
<p>${escape(op.description)}</p>
${
  params.length
    ? `<h3>Parameters</h3><table><tr><th>Name</th><th>In</th><th>Required</th></tr>${params
        .map(
          (p) =>
            `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${body ? `<h3>Body</h3><table><tr><th>Field</th><th>Type</th><th>Required</th></tr>${fieldRows(body)}</table>` : ''}
<h3>Answer ${op.ok.status}</h3>
<pre>${escape(JSON.stringify(answer, null, 2))}</pre>
<p>Refusals: ${[...op.refusals, 401, 403, 429]
      .sort()
      .map((s) => `${s} (${escape(REFUSALS[s] ?? '')})`)
      .join('; ')}</p>
</section>`;
  }).join('\n');
  const info = doc.info as { title: string; description: string };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)}</title></head>
<body><main>
<h1>${escape(info.title)}</h1>
<p>${escape(info.description)}</p>
<p>The machine-readable document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>
<nav><ul>${OPERATIONS.map((op) => `<li><a href="#${op.operationId}">${escape(op.summary)}</a> <code>${op.method.toUpperCase()} ${escape(op.path)}</code></li>`).join('')}</ul></nav>
<h2>Errors</h2>
<pre>${escape(JSON.stringify((doc.components as { schemas: { Error: unknown } }).schemas.Error, null, 2))}</pre>
${sections}
</main></body></html>`;
}
