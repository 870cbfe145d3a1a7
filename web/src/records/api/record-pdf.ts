import { rpc } from '../../lib/api';
import { pdfLanguage } from '../../lib/pdf-language';

// Links, not fetches: the browser downloads them with the session's cookie.

/** GET /api/search/civilian/:civilianId/pdf: the owner profile as a PDF. */
export const recordPdfUrl = (civilianId: string, language: string) =>
  rpc.api.search.civilian[':civilianId'].pdf.$path({
    param: { civilianId },
    query: pdfLanguage(language),
  });

/** GET /api/reports/:recordId/pdf: one arrest, citation or warning report as a PDF. */
export const reportPdfUrl = (recordId: string, language: string) =>
  rpc.api.reports[':recordId'].pdf.$path({ param: { recordId }, query: pdfLanguage(language) });
