import { Hono } from 'hono';
import { getRecord } from '@tenfour/db/records';
import type { AppEnv } from '../../context';
import { allowed } from '../../middleware/session';
import { requireOfficer } from '../../officer-context';
import { validate } from '../../validate';
import { pdfQuery } from '../../lib/pdf/query';
import { pdfAttachment } from '../../lib/pdf/response';
import { recordIdParam } from '../records.schemas';
import { renderReportPdf } from './report-pdf';

/**
 * GET /api/reports/:recordId/pdf: one arrest, citation or warning report as a PDF to share.
 * Read as the owner profile reads it: the public safety role and an officer profile, and
 * only a report of the officer's department that is not expunged (any other is not found).
 */
export const reportPdfRoutes = new Hono<AppEnv>().get(
  '/:recordId/pdf',
  allowed('publicSafety'),
  validate('param', recordIdParam),
  validate('query', pdfQuery),
  async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now, config } = c.get('deps');
    const { recordId } = c.req.valid('param');
    const record = await getRecord(db, recordId, { department: officer.department });
    const pdf = await renderReportPdf({
      language: c.req.valid('query').lang,
      communityName: config.appName,
      department: officer.department,
      printedAt: now(),
      record,
    });
    return pdfAttachment(c, pdf, {
      fallback: `report-${recordId}.pdf`,
      readable: `${record.type}-${record.civilianName}.pdf`,
    });
  },
);
