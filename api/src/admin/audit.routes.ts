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
  .get('/export.csv', validate('query', auditExportQuery), async (c) => {
    const filter = c.req.valid('query');
    const { db, now } = c.get('deps');
    const day = now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    // Streamed a page at a time (auditEntries): the whole filtered log, never all in memory.
    // The first page is read before the headers go, so a query the database refuses is an
    // error answer rather than a file with only its header row.
    const entries = auditEntries(db, filter);
    const first = await entries.next();
    return stream(
      c,
      async (out) => {
        // The byte order mark makes spreadsheet programs read the file as UTF-8.
        await out.write(`\uFEFF${csvLine(AUDIT_CSV_HEADER)}`);
        if (first.done) return;
        await out.write(auditCsvLine(first.value));
        for await (const entry of entries) await out.write(auditCsvLine(entry));
      },
      async (err, out) => {
        // Headers are gone by now: the file ends early, and the server log says why.
        console.error('Audit export failed:', err);
        await out.close();
      },
    );
  });
