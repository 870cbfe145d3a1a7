import http from 'node:http';
import v8 from 'node:v8';

/**
 * The floor of `npm run bench:start`: a bare node process that opens the same database as the
 * server, with the same engine settings, and serves one route (GET /healthz runs `SELECT 1`).
 * Plain JavaScript, no TypeScript loader, so it carries nothing the server does not need.
 *   node bench/start-floor.mjs --port=N --pglite=<dir> --params=<JSON start parameters>
 *   node bench/start-floor.mjs --port=N --pg=<url>
 */
const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;

let query;
if (arg('pglite')) {
  // As the server does before it opens the embedded database (api/src/main.ts).
  v8.setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create(arg('pglite'), {
    extensions: { pg_trgm },
    startParams: JSON.parse(arg('params') ?? 'null') ?? undefined,
  });
  query = () => pglite.query('SELECT 1');
} else {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: arg('pg'), max: 10 });
  query = () => pool.query('SELECT 1');
}

http
  .createServer((req, res) => {
    query().then(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
      () => res.writeHead(500).end(),
    );
  })
  .listen(Number(arg('port')), '127.0.0.1');
