import type { ReactNode } from 'react';
import { EmptyState } from '../components/empty-state';
import { LoadMore, usePaged } from '../components/paged';
import { Table } from '../components/table';

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
  const list = usePaged(load, queryKey);
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="safr-filters">{filters}</div>
      {list.failed && <p className="message error">Failed to load reports.</p>}
      {list.items === null ? (
        <p className="muted">Loading...</p>
      ) : list.items.length ? (
        <Table aria-labelledby={id}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.heading} scope="col">
                  {c.heading}
                </th>
              ))}
              <th scope="col">Open</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((r) => (
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
                    Open
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
    </section>
  );
}
