import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedPanel, usePaged } from '../components/paged';
import { Table, TableHead } from '../components/table';

type Page<T> = { items: T[]; nextCursor: string | null };

export interface Column<T> {
  heading: string;
  cell(row: T): ReactNode;
}

/**
 * One department report list: its filters, a paged table with an Open button a row, and what
 * to do when it is empty. `queryKey` names the list in the cache (with its filters), so filing
 * a report refreshes it in place.
 */
export function ReportList<T extends { _id: string }>({
  id,
  title,
  filters,
  load,
  queryKey,
  columns,
  openLabel,
  onOpen,
  empty,
}: {
  id: string;
  title: string;
  filters: ReactNode;
  load(cursor?: string): Promise<Page<T>>;
  queryKey: readonly unknown[];
  columns: Column<T>[];
  openLabel(row: T): string;
  onOpen(id: string): void;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const list = usePaged(load, queryKey);
  return (
    <PagedPanel
      id={id}
      title={title}
      list={list}
      failedText={t('safr.list.loadFailed')}
      empty={empty}
      tools={<div className="safr-filters">{filters}</div>}
      className="panel"
    >
      {(rows) => (
        <Table aria-labelledby={id}>
          <TableHead columns={[...columns.map((c) => c.heading), t('safr.list.open')]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r._id}>
                {columns.map((c) => (
                  <td key={c.heading}>{c.cell(r)}</td>
                ))}
                <td>
                  <button
                    type="button"
                    className="btn btn-link"
                    aria-label={openLabel(r)}
                    onClick={() => onOpen(r._id)}
                  >
                    {t('safr.list.open')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </PagedPanel>
  );
}
