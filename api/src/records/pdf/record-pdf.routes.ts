import { Hono } from 'hono';
import { civilianProfile, pageCivilianRecords, type RecordJson } from '@tenfour/db/records';
import { readCursor } from '@tenfour/db';
import type { AppEnv } from '../../context';
import { allowed } from '../../middleware/session';
import { requireOfficer } from '../../officer-context';
import { validate } from '../../validate';
import { civilianIdParam } from '../records.schemas';
import { pdfAttachment } from '../../lib/pdf/response';
import { pdfQuery } from '../../lib/pdf/query';
import { renderRecordPdf } from './record-pdf';

// A bound on one document: far more than any character's history, far below a runaway.
const MAX_PAGES = 10;
const PAGE = 100;

/**
 * GET /api/search/civilian/:civilianId/pdf: the owner profile an officer sees, as a PDF to
 * share (on Discord, say). The same permission and scope as opening the profile: the public
 * safety role and an officer profile; records and warrants of the officer's department only.
 */
export const recordPdfRoutes = new Hono<AppEnv>().get(
  '/civilian/:civilianId/pdf',
  allowed('publicSafety'),
  validate('param', civilianIdParam),
  validate('query', pdfQuery),
  async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now, config } = c.get('deps');
    const { civilianId } = c.req.valid('param');
    const at = now();
    const profile = await civilianProfile(db, civilianId, officer.department, at);
    const records: RecordJson[] = [];
    let after: string[] | undefined;
    let total = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const found = await pageCivilianRecords(db, civilianId, officer.department, {
        limit: PAGE,
        ...(after && { after }),
      });
      total = found.counts.citations + found.counts.warnings + found.counts.arrests;
      records.push(...found.citations, ...found.warnings, ...found.arrests);
      after = found.nextCursor ? readCursor(found.nextCursor, ['timestamp', 'uuid']) : undefined;
      if (!after) break;
    }
    records.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const pdf = await renderRecordPdf({
      language: c.req.valid('query').lang,
      communityName: config.appName,
      department: officer.department,
      printedAt: at,
      profile,
      records,
      recordTotal: total,
    });
    return pdfAttachment(c, pdf, {
      fallback: `record-${civilianId}.pdf`,
      readable: `record-${profile.civilian.firstName}-${profile.civilian.lastName}.pdf`,
    });
  },
);
