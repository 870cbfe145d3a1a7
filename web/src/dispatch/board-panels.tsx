import { ViewDetailsCell } from './cad-parts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Table } from '../components/table';
import { type CallView } from './api/list-calls';
import { type UnitView } from './api/list-units';

/** `null` while the board loads. */
type Loading<T> = T[] | null;

export interface CallColumn {
  heading: string;
  cell(call: CallView): ReactNode;
}

export function PanelHeader({ id, title, note }: { id: string; title: string; note: string }) {
  return (
    <div className="panel-header">
      <h2 id={id}>{title}</h2>
      <span className="muted small">{note}</span>
    </div>
  );
}

/**
 * A unit's active calls: number, type (with the unit's own calls marked), the service's own
 * columns, and a button to open each.
 */
export function CallsPanel({
  id,
  title,
  calls,
  me,
  columns,
  mark911 = false,
  empty,
  onOpen,
}: {
  id: string;
  title: string;
  calls: Loading<CallView>;
  me: string;
  columns: CallColumn[];
  mark911?: boolean;
  empty: ReactNode;
  onOpen(call: CallView): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby={id}>
      <PanelHeader
        id={id}
        title={title}
        note={calls ? t('dispatch.board.active', { count: calls.length }) : ''}
      />
      {!calls ? (
        <p className="muted">{t('common.loading')}</p>
      ) : calls.length ? (
        <Table aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('dispatch.board.type')}</th>
              {columns.map((c) => (
                <th key={c.heading} scope="col">
                  {c.heading}
                </th>
              ))}
              <th scope="col">{t('dispatch.board.viewDetails')}</th>
            </tr>
          </thead>
          <tbody>
            {calls.map((c) => {
              const mine = c.units.some((u) => u.officerId === me);
              return (
                <tr key={c._id} className={mine ? 'cad-mine' : undefined}>
                  <td>{c.callNumber}</td>
                  <td>
                    {c.type}
                    {mark911 && c.source === '911' && (
                      <span className="badge badge-red cad-you">911</span>
                    )}
                    {mine && (
                      <span className="badge badge-green cad-you">
                        {t('dispatch.board.attached')}
                      </span>
                    )}
                  </td>
                  {columns.map((col) => (
                    <td key={col.heading}>{col.cell(c)}</td>
                  ))}
                  <ViewDetailsCell
                    label={t('dispatch.board.viewCallDetails', { number: c.callNumber })}
                    onOpen={() => onOpen(c)}
                  />
                </tr>
              );
            })}
          </tbody>
        </Table>
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
    </section>
  );
}

/** Who is on duty: callsign, name, then the service's own status line and detail. */
export function UnitsPanel({
  id,
  units,
  me,
  status,
  detail,
  empty,
}: {
  id: string;
  units: Loading<UnitView>;
  me: string;
  status(unit: UnitView): ReactNode;
  detail(unit: UnitView): ReactNode;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby={id}>
      <PanelHeader
        id={id}
        title={t('dispatch.board.liveUnits')}
        note={units ? t('dispatch.board.onDuty', { count: units.length }) : ''}
      />
      {!units ? (
        <p className="muted">{t('common.loading')}</p>
      ) : units.length ? (
        <ul className="cad-units" aria-labelledby={id}>
          {units.map((u) => (
            <li key={u.officerId} className={u.officerId === me ? 'cad-self' : ''}>
              <span className="cad-unit-callsign">{u.callsign}</span>
              <span className="cad-unit-name muted small">{u.name}</span>
              <span className="cad-unit-status">{status(u)}</span>
              <span className="cad-unit-sub muted small">{detail(u)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
    </section>
  );
}
