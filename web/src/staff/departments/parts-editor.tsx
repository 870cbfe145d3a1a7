import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import { moved, useDepartmentActions, type AdminDepartment, type PartTable } from './api';

type Part = AdminDepartment['ranks'][number] | AdminDepartment['divisions'][number];

/** A department's divisions or ranks, in order: add, rename, move, mark supervisor, archive. */
export function PartsEditor({
  department,
  table,
}: {
  department: AdminDepartment;
  table: PartTable;
}) {
  const { t } = useTranslation();
  const actions = useDepartmentActions();
  const parts: Part[] = table === 'ranks' ? department.ranks : department.divisions;
  const [name, setName] = useState('');
  const { busy, error, submit, run } = useSubmit();
  const active = parts.filter((p) => !p.archived);
  const archived = parts.filter((p) => p.archived);

  const add = (e: FormEvent) =>
    submit(e, async () => {
      await actions.addPart(table, department.id, { name: name.trim() });
      setName('');
    });
  const move = (index: number, by: -1 | 1) =>
    void run(async () => {
      const order = moved(active, index, by)
        .concat(archived)
        .map((p) => p.id);
      await actions.reorderParts(table, department.id, order);
    });

  return (
    <div className="parts-editor">
      <h3>{table === 'ranks' ? t('departments.parts.ranks') : t('departments.parts.divisions')}</h3>
      {active.length === 0 && <p className="muted small">{t('departments.parts.none')}</p>}
      <ol className="parts-list">
        {active.map((part, i) => (
          <PartRow
            key={part.id}
            part={part}
            table={table}
            department={department}
            busy={busy}
            first={i === 0}
            last={i === active.length - 1}
            onMove={(by) => move(i, by)}
            run={run}
          />
        ))}
      </ol>
      {archived.length > 0 && (
        <p className="muted small">
          {archived.map((p) => p.name).join(', ')}{' '}
          <span className="badge badge-gray">{t('departments.archived')}</span>
        </p>
      )}
      <form className="parts-add" noValidate onSubmit={(e) => void add(e)}>
        <input
          aria-label={
            table === 'ranks' ? t('departments.parts.newRank') : t('departments.parts.newDivision')
          }
          placeholder={
            table === 'ranks' ? t('departments.parts.newRank') : t('departments.parts.newDivision')
          }
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn btn-secondary btn-sm" disabled={busy || !name.trim()}>
          {t('departments.parts.add')}
        </button>
      </form>
      <StatusMessage text={error} />
    </div>
  );
}

function PartRow({
  part,
  table,
  department,
  busy,
  first,
  last,
  onMove,
  run,
}: {
  part: Part;
  table: PartTable;
  department: AdminDepartment;
  busy: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  run: (action: () => Promise<void>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const actions = useDepartmentActions();
  const [name, setName] = useState(part.name);
  const supervisor = 'supervisor' in part ? part.supervisor : undefined;
  const update = (json: { name?: string; supervisor?: boolean }) =>
    void run(async () => {
      await actions.updatePart(table, department.id, part.id, json);
    });

  return (
    <li className="parts-row">
      <input
        aria-label={t('departments.parts.nameOf', { name: part.name })}
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
      />
      {name.trim() !== part.name && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={busy || !name.trim()}
          onClick={() => update({ name: name.trim() })}
        >
          {t('departments.parts.rename')}
        </button>
      )}
      {supervisor !== undefined && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={supervisor}
            disabled={busy}
            onChange={(e) => update({ supervisor: e.target.checked })}
          />{' '}
          {t('departments.parts.supervisor')}
        </label>
      )}
      <span className="parts-row-tools">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label={t('departments.actions.moveUp', { name: part.name })}
          disabled={busy || first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label={t('departments.actions.moveDown', { name: part.name })}
          disabled={busy || last}
          onClick={() => onMove(1)}
        >
          <ArrowDown size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await actions.archivePart(table, department.id, part.id);
            })
          }
        >
          {t('departments.actions.archive')}
        </button>
      </span>
    </li>
  );
}
