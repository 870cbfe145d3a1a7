import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { auditEntries, listAudit } from '@tenfour/db/audit/log';
import type { AppEnv } from '../context';
import { validate } from '../validate';
import { auditExportQuery, auditQuery } from './admin.schemas';
import { AUDIT_CSV_HEADER, auditCsvLine, csvLine } from './audit-csv';

/** Staff: the audit log, filtered and paged, and its CSV export. Nothing here changes it. */
export const auditRoutes = new Hono<AppEnv>()
  .get('/', validate('query', auditQuery), async (c) => {
    const { limit, cursor, ...filter } = c.req.valid('query');
    return c.json(await listAudit(c.get('deps').db, filter, { limit, cursor }));
  })
  .get('/export.csv', validate('query', auditExportQuery), (c) => {
    const filter = c.req.valid('query');
    const { db, now } = c.get('deps');
    const day = now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    // Streamed a page at a time (auditEntries): the whole filtered log, never all in memory.
    return stream(
      c,
      async (out) => {
        // The byte order mark makes spreadsheet programs read the file as UTF-8.
        await out.write(`\uFEFF${csvLine(AUDIT_CSV_HEADER)}`);
        for await (const entry of auditEntries(db, filter)) await out.write(auditCsvLine(entry));
      },
      async (err, out) => {
        // Headers are gone by now: the file ends early, and the server log says why.
        console.error('Audit export failed:', err);
        await out.close();
      },
    );
  });
