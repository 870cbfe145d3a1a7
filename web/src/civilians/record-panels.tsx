import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { StolenFlag } from '../components/stolen-flag';
import { Table } from '../components/table';
import { orNA } from '../lib/format';
import type { Vehicle } from './api/get-vehicles';
import type { Weapon } from './api/get-weapons';
import { StolenVehicleButton } from './stolen-vehicle-button';
import { RecordCustomFields } from './record-custom-fields';

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
  const { t } = useTranslation();
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
        <p className="muted">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <EmptyState hint={hint}>{empty}</EmptyState>
      ) : (
        children(items)
      )}
    </section>
  );
}

/** A record row's Edit and Delete buttons, named for screen readers by the record they act on. */
function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  /** The buttons as a screen reader hears them: "Edit vehicle ABC123". */
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-label={editLabel}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" size={14} />
        {t('civilians.table.edit')}
      </button>
      <button
        type="button"
        className="btn btn-danger btn-sm"
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" size={14} />
        {t('civilians.table.delete')}
      </button>
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
  const { t } = useTranslation();
  return (
    <Table aria-label={t('civilians.panels.vehicles')}>
      <thead>
        <tr>
          <th>{t('civilians.table.plate')}</th>
          <th>{t('civilians.table.make')}</th>
          <th>{t('civilians.table.model')}</th>
          <th>{t('civilians.table.color')}</th>
          <th>{t('civilians.table.year')}</th>
          <th>{t('civilians.table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {vehicles.map((v) => (
          <tr key={v._id}>
            <td>
              <span className="mono">
                {v.plate} {v.stolen && <StolenFlag />}
              </span>
              <RecordCustomFields target="vehicle" id={v._id} />
            </td>
            <td>{v.make}</td>
            <td>{v.model}</td>
            <td>{orNA(v.color)}</td>
            <td>{orNA(v.year)}</td>
            <td className="civ-actions">
              <EditDeleteButtons
                editLabel={t('civilians.table.editVehicle', { plate: v.plate })}
                deleteLabel={t('civilians.table.deleteVehicle', { plate: v.plate })}
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
  const { t } = useTranslation();
  return (
    <Table aria-label={t('civilians.panels.weapons')}>
      <thead>
        <tr>
          <th>{t('civilians.table.model')}</th>
          <th>{t('civilians.table.serial')}</th>
          <th>{t('civilians.table.registeredTo')}</th>
          <th>{t('civilians.table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {weapons.map((w) => (
          <tr key={w._id}>
            <td>
              {w.weaponType}
              <RecordCustomFields target="weapon" id={w._id} />
            </td>
            <td className="mono">{w.serialNumber}</td>
            <td>{w.registeredName}</td>
            <td className="civ-actions">
              <EditDeleteButtons
                editLabel={t('civilians.table.editWeapon', { serial: w.serialNumber })}
                deleteLabel={t('civilians.table.deleteWeapon', { serial: w.serialNumber })}
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
