import { FileDown, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { useSession } from '../lib/session';
import './print.css';

/**
 * What heads every printed page (print.css shows it only on paper): the community's name and
 * when the page was printed, so a sheet passed round says where and when it came from.
 */
export function PrintHeader() {
  const { t } = useTranslation();
  const { meta } = useSession();
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  return (
    <div className="print-header" aria-hidden="true">
      <strong>{meta.appName}</strong>
      <span>{t('components.print.printedAt', { time: formatDateTime(printedAt) })}</span>
    </div>
  );
}

/** Prints the page as print.css lays it out (no sidebar, black on white). */
export function PrintButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
      <Printer aria-hidden="true" size={16} /> {label ?? t('components.print.print')}
    </button>
  );
}

/**
 * The same page as a PDF made by the server, to share where a printout cannot go (Discord).
 * `label` names what it downloads when a page holds several.
 */
export function DownloadPdfLink({ href, label }: { href: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <a className="btn btn-secondary no-print" href={href} download aria-label={label}>
      <FileDown aria-hidden="true" size={16} /> {t('components.print.downloadPdf')}
    </a>
  );
}
