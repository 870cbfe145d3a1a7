import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { listAudit, exportAudit } from '@tenfour/db/staff';
import { requirePermission, type AppEnv } from '../context';
import { validate } from '../validate';
import { auditExportQuery, auditQuery } from './staff.schemas';
import { AUDIT_CSV_HEADER, auditCsvLine, csvLine } from './audit-csv';

/**
 * Staff: the audit log, filtered and paged, and its CSV export. Nothing here edits an entry;
 * an export adds one of its own.
 */
export const auditRoutes = new Hono<AppEnv>()
  .get('/', validate('query', auditQuery), async (c) => {
    const { limit, cursor, ...filter } = c.req.valid('query');
    return c.json(await listAudit(c.get('deps').db, filter, { limit, cursor }));
  })
  .get('/export.csv', validate('query', auditExportQuery), async (c) => {
    const filter = c.req.valid('query');
    const { db, now } = c.get('deps');
    // Streamed a page at a time: the whole filtered log, never all in memory. exportAudit
    // reads the first page and records the export before any header is set, so a query the
    // database refuses is an error answer rather than a file with only its header row.
    const entries = await exportAudit(db, {
      filter,
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      now: now(),
    });
    const day = now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    return stream(
      c,
      async (out) => {
        // The byte order mark makes spreadsheet programs read the file as UTF-8.
        await out.write(`\uFEFF${csvLine(AUDIT_CSV_HEADER)}`);
        for await (const entry of entries) await out.write(auditCsvLine(entry));
      },
      async (err, out) => {
        // Headers are gone by now: the file ends early, and the server log says why.
        console.error('Audit export failed:', err);
        await out.close();
      },
    );
  });
