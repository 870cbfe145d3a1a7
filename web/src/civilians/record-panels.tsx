import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../components/empty-state';
import { StolenFlag } from '../components/stolen-flag';
import { Table } from '../components/table';
import { orNA } from '../lib/format';
import type { Vehicle } from './api/get-vehicles';
import type { Weapon } from './api/get-weapons';
import { StolenVehicleButton } from './stolen-vehicle-button';

/** One kind of record: its heading and Add button, then "Loading...", the empty text or the list. */
export function RecordPanel<T>({
  id,
  title,
  addLabel,
  onAdd,
  items,
  empty,
  hint,
  children,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd(): void;
  items: T[] | null;
  empty: string;
  /** What to do next, beside the empty text. */
  hint: string;
  children(items: T[]): ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <div className="panel-header">
        <h3 id={id}>{title}</h3>
        <button type="button" className="btn btn-primary btn-sm" onClick={onAdd}>
          <Plus aria-hidden="true" size={16} />
          {addLabel}
        </button>
      </div>
      {items === null ? (
        <p className="muted">Loading...</p>
      ) : items.length === 0 ? (
        <EmptyState hint={hint}>{empty}</EmptyState>
      ) : (
        children(items)
      )}
    </section>
  );
}

const ROW_ACTIONS = [
  { verb: 'Edit', className: 'btn btn-secondary btn-sm', Icon: Pencil },
  { verb: 'Delete', className: 'btn btn-danger btn-sm', Icon: Trash2 },
] as const;

/** A record row's Edit and Delete buttons, named for screen readers by the record they act on. */
function EditDeleteButtons({
  what,
  onEdit,
  onDelete,
}: {
  /** The record as a screen reader hears it: "vehicle ABC123". */
  what: string;
  onEdit(): void;
  onDelete(): void;
}) {
  const actions = { Edit: onEdit, Delete: onDelete };
  return (
    <>
      {ROW_ACTIONS.map(({ verb, className, Icon }) => (
        <button
          key={verb}
          type="button"
          className={className}
          aria-label={`${verb} ${what}`}
          onClick={actions[verb]}
        >
          <Icon aria-hidden="true" size={14} />
          {verb}
        </button>
      ))}
    </>
  );
}

/** A civilian's vehicles with their Edit, Delete and stolen-report actions. */
export function VehicleTable({
  vehicles,
  onEdit,
  onDelete,
}: {
  vehicles: Vehicle[];
  onEdit(v: Vehicle): void;
  onDelete(v: Vehicle): void;
}) {
  return (
    <Table aria-label="Vehicles">
      <thead>
        <tr>
          <th>Plate</th>
          <th>Make</th>
          <th>Model</th>
          <th>Color</th>
          <th>Year</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {vehicles.map((v) => (
          <tr key={v._id}>
            <td className="mono">
              {v.plate} {v.stolen && <StolenFlag />}
            </td>
            <td>{v.make}</td>
            <td>{v.model}</td>
            <td>{orNA(v.color)}</td>
            <td>{orNA(v.year)}</td>
            <td className="civ-actions">
              <EditDeleteButtons
                what={`vehicle ${v.plate}`}
                onEdit={() => onEdit(v)}
                onDelete={() => onDelete(v)}
              />
              <StolenVehicleButton vehicle={v} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A civilian's weapons with their Edit and Delete actions. */
export function WeaponTable({
  weapons,
  onEdit,
  onDelete,
}: {
  weapons: Weapon[];
  onEdit(w: Weapon): void;
  onDelete(w: Weapon): void;
}) {
  return (
    <Table aria-label="Weapons">
      <thead>
        <tr>
          <th>Model</th>
          <th>Serial</th>
          <th>Registered To</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {weapons.map((w) => (
          <tr key={w._id}>
            <td>{w.weaponType}</td>
            <td className="mono">{w.serialNumber}</td>
            <td>{w.registeredName}</td>
            <td className="civ-actions">
              <EditDeleteButtons
                what={`weapon ${w.serialNumber}`}
                onEdit={() => onEdit(w)}
                onDelete={() => onDelete(w)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
