import { useLayoutEffect, useRef, type ReactNode, type TableHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every data table: scrolls inside its panel on a desktop and becomes a stack of cards on a
 * phone (under 600 px), where each cell is labelled with its column heading (styles.css), so
 * row actions never sit off-screen.
 */
export function Table({
  children,
  wrapClassName = '',
  ...props
}: TableHTMLAttributes<HTMLTableElement> & { children: ReactNode; wrapClassName?: string }) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    const label = () => {
      const headings = Array.from(table.querySelectorAll('thead th')).map(
        (th) => th.textContent?.trim() ?? '',
      );
      for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
        Array.from(row.children).forEach((cell, i) => {
          const heading = headings[i] ?? '';
          if (cell.getAttribute('data-label') !== heading) cell.setAttribute('data-label', heading);
        });
      }
    };
    label();
    // Rows come and go with live updates; label the new ones too.
    const observer = new MutationObserver(label);
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className={`table-wrap stack-on-phone ${wrapClassName}`.trim()}>
      <table ref={ref} {...props}>
        {children}
      </table>
    </div>
  );
}

/** A table's header row: one column heading each, then the row actions' column. */
export function TableHead({ columns, actions = false }: { columns: string[]; actions?: boolean }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
        {actions && (
          <th scope="col">
            <span className="sr-only">{t('components.actions')}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
