import { useCallback, useState, type ReactNode } from 'react';
import { OwnerCarePanel } from '../safr/owner-care-panel';
import { LICENSE_TYPES } from '@tenfour/db/permissions';
import { CivilianRecordsPanel } from '../records/civilian-records-panel';
import { formatDate, formatDateTime, orNA } from '../lib/format';
import { ApiError } from '../lib/api';
import { civilianApi } from './civilian-api';
import { useCivilianRecords } from './civilian-queries';
import type { Civilian, Vehicle, Weapon } from './civilian-types';
import { StolenFlag } from '../components/stolen-flag';
import { StolenVehicleButton } from './stolen-vehicle-button';
import { DmvTestModal } from './dmv-test-modal';
import {
  AddLicenseModal,
  AddMedicalRecordModal,
  EditVehicleModal,
  EditWeaponModal,
  RegisterVehicleModal,
  RegisterWeaponModal,
} from './record-modals';
import { EmptyState } from '../components/empty-state';
import { Table } from '../components/table';

type OpenModal =
  | { kind: 'license' | 'dmv' | 'vehicle' | 'weapon' | 'medical' }
  | { kind: 'edit-vehicle'; vehicle: Vehicle }
  | { kind: 'edit-weapon'; weaponId: string };

/** The detail view of one civilian (spec section 2, "Civilian Dashboard"). */
export function CivilianDetail({
  civilian,
  licenseRoles,
  onClose,
  onEdit,
  onDeleted,
  onChanged,
}: {
  civilian: Civilian;
  /** License classes the member's roles allow adding. */
  licenseRoles: readonly string[];
  onClose(): void;
  onEdit(): void;
  onDeleted(): void;
  /** The civilian itself changed (licenses, deceased): reload the list. */
  onChanged(): void;
}) {
  const records = useCivilianRecords(civilian._id);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const closeModal = useCallback(() => setModal(null), []);
  const { loadDmv } = records;
  const closeDmv = useCallback(() => {
    setModal(null);
    void loadDmv();
  }, [loadDmv]);

  const held = civilian.licenses ?? [];
  const missing = LICENSE_TYPES.filter((t) => !held.includes(t));
  const canAddLicense = missing.some((t) => licenseRoles.includes(t));
  const name = [civilian.firstName, civilian.middleInitial, civilian.lastName]
    .filter(Boolean)
    .join(' ');

  const remove = async () => {
    if (!window.confirm('Are you sure you want to delete this civilian?')) return;
    try {
      await civilianApi.remove(civilian._id);
      onDeleted();
    } catch (err) {
      console.error('Failed to delete civilian', err);
      // The server refuses while fines, warrants or money remain; say why.
      if (err instanceof ApiError && err.status === 409) window.alert(err.message);
    }
  };
  const markDeceased = async () => {
    if (!window.confirm('Mark this civilian as deceased?')) return;
    try {
      await civilianApi.markDeceased(civilian._id);
      onChanged();
    } catch (err) {
      console.error('Failed to mark civilian deceased', err);
    }
  };
  const deleteVehicle = async (v: Vehicle) => {
    if (!window.confirm('Are you sure you want to delete this vehicle?')) return;
    try {
      await civilianApi.deleteVehicle(v._id);
    } catch (err) {
      console.error('Failed to delete vehicle', err);
    }
    await records.loadVehicles();
  };
  const deleteWeapon = async (w: Weapon) => {
    if (!window.confirm('Are you sure you want to delete this weapon?')) return;
    try {
      await civilianApi.deleteWeapon(w._id);
    } catch (err) {
      console.error('Failed to delete weapon', err);
    }
    await records.loadWeapons();
  };

  const details: [string, string][] = [
    ['DOB', formatDate(civilian.dateOfBirth)],
    ['Age', orNA(civilian.age)],
    ['Sex', orNA(civilian.sex)],
    ['Hair', orNA(civilian.hairColor)],
    ['Eyes', orNA(civilian.eyeColor)],
    ['Height', orNA(civilian.height)],
    ['Weight', orNA(civilian.weight)],
    ['Skin Tone', orNA(civilian.skinTone)],
    ['Zip Code', orNA(civilian.zipCode)],
    ['Occupation', orNA(civilian.occupation)],
    ['Residence', orNA(civilian.residence)],
    ['Known Aliases', orNA(civilian.knownAliases?.join(', '))],
    ['Emergency Contact', orNA(civilian.emergencyContactName)],
  ];

  return (
    <div className="civ-detail">
      <div className="civ-detail-header">
        <div>
          <h2>
            {name} {civilian.deceased && <span className="badge badge-gray">Deceased</span>}
          </h2>
          <p className="muted small">Civilian record</p>
        </div>
        <div className="button-row" role="group" aria-label="Citizen actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit}>
            Edit Citizen
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove()}>
            Delete Citizen
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={civilian.deceased}
            onClick={() => void markDeceased()}
          >
            Mark Citizen Deceased
          </button>
          <button type="button" className="btn btn-link btn-sm" onClick={onClose}>
            Close
          </button>
        </div>
      </div>

      <div className="civ-detail-grid">
        <section className="panel" aria-labelledby="civ-info">
          <div className="panel-header">
            <h3 id="civ-info">Personal Information</h3>
          </div>
          <dl className="details">
            {details.map(([label, value]) => (
              <div key={label} className="civ-detail-row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="civ-side">
          <section className="panel" aria-labelledby="civ-licenses">
            <div className="panel-header">
              <h3 id="civ-licenses">Licenses</h3>
              <div className="button-row">
                {canAddLicense && (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    onClick={() => setModal({ kind: 'license' })}
                  >
                    Add License
                  </button>
                )}
                {missing.length > 0 && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => setModal({ kind: 'dmv' })}
                  >
                    DMV Exam
                  </button>
                )}
              </div>
            </div>
            {held.length === 0 ? (
              <p className="muted">No licenses on file.</p>
            ) : (
              <ul className="civ-licenses">
                {held.map((l) => (
                  <li key={l}>
                    <span className="badge badge-green">Valid</span> {l}
                  </li>
                ))}
              </ul>
            )}
            {records.dmv.length > 0 && (
              <div className="civ-dmv">
                <h4>Recent DMV Tests</h4>
                <ul aria-label="Recent DMV tests">
                  {records.dmv.slice(0, 3).map((t) => (
                    <li key={t.testId}>
                      <span>{t.licenseType}</span>
                      <span>
                        {t.score}/{t.total}{' '}
                        <span className={`badge ${t.passed ? 'badge-green' : 'badge-red'}`}>
                          {t.passed ? 'Passed' : 'Failed'}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
          <CivilianRecordsPanel civilianId={civilian._id} />
        </div>
      </div>

      <RecordPanel
        id="civ-vehicles"
        title="Vehicles"
        addLabel="Add Vehicle"
        onAdd={() => setModal({ kind: 'vehicle' })}
        items={records.vehicles}
        empty="No vehicles registered yet."
        hint="Add Vehicle registers one."
      >
        {(items) => (
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
              {items.map((v) => (
                <tr key={v._id}>
                  <td className="mono">
                    {v.plate} {v.stolen && <StolenFlag />}
                  </td>
                  <td>{v.make}</td>
                  <td>{v.model}</td>
                  <td>{orNA(v.color)}</td>
                  <td>{orNA(v.year)}</td>
                  <td className="civ-actions">
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`Edit vehicle ${v.plate}`}
                      onClick={() => setModal({ kind: 'edit-vehicle', vehicle: v })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      aria-label={`Delete vehicle ${v.plate}`}
                      onClick={() => void deleteVehicle(v)}
                    >
                      Delete
                    </button>
                    <StolenVehicleButton
                      vehicle={v}
                      onChanged={() => void records.loadVehicles()}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </RecordPanel>

      <RecordPanel
        id="civ-weapons"
        title="Weapons"
        addLabel="Add Weapon"
        onAdd={() => setModal({ kind: 'weapon' })}
        items={records.weapons}
        empty="No weapons registered yet."
        hint="Add Weapon registers one."
      >
        {(items) => (
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
              {items.map((w) => (
                <tr key={w._id}>
                  <td>{w.weaponType}</td>
                  <td className="mono">{w.serialNumber}</td>
                  <td>{w.registeredName}</td>
                  <td className="civ-actions">
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`Edit weapon ${w.serialNumber}`}
                      onClick={() => setModal({ kind: 'edit-weapon', weaponId: w._id })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      aria-label={`Delete weapon ${w.serialNumber}`}
                      onClick={() => void deleteWeapon(w)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </RecordPanel>

      <RecordPanel
        id="civ-medical"
        title="Medical Records"
        addLabel="Add Medical Record"
        onAdd={() => setModal({ kind: 'medical' })}
        items={records.medical}
        empty="No medical records on file."
        hint="Add Medical Record files one."
      >
        {(items) => (
          <ul className="civ-medical" aria-label="Medical records">
            {items.map((m) => (
              <li key={m._id}>
                <p>{m.description}</p>
                <span className="muted small">{formatDateTime(m.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </RecordPanel>
      <OwnerCarePanel civilianId={civilian._id} vitalStatus={civilian.vitalStatus} />

      {modal?.kind === 'license' && (
        <AddLicenseModal
          civilian={civilian}
          allowed={licenseRoles}
          onClose={closeModal}
          onSuccess={onChanged}
        />
      )}
      {modal?.kind === 'dmv' && <DmvTestModal civilian={civilian} onClose={closeDmv} />}
      {modal?.kind === 'vehicle' && (
        <RegisterVehicleModal
          civilian={civilian}
          onClose={closeModal}
          onSuccess={() => void records.loadVehicles()}
        />
      )}
      {modal?.kind === 'edit-vehicle' && (
        <EditVehicleModal
          vehicle={modal.vehicle}
          onClose={closeModal}
          onSuccess={() => void records.loadVehicles()}
        />
      )}
      {modal?.kind === 'weapon' && (
        <RegisterWeaponModal
          civilian={civilian}
          onClose={closeModal}
          onSuccess={() => void records.loadWeapons()}
        />
      )}
      {modal?.kind === 'edit-weapon' && (
        <EditWeaponModal
          weaponId={modal.weaponId}
          onClose={closeModal}
          onSuccess={() => void records.loadWeapons()}
        />
      )}
      {modal?.kind === 'medical' && (
        <AddMedicalRecordModal
          civilian={civilian}
          onClose={closeModal}
          onSuccess={() => void records.loadMedical()}
        />
      )}
    </div>
  );
}

/** One kind of record: its heading and Add button, then "Loading...", the empty text or the list. */
function RecordPanel<T>({
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
  /** What to do next, beside the spec's empty text. */
  hint: string;
  children(items: T[]): ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <div className="panel-header">
        <h3 id={id}>{title}</h3>
        <button type="button" className="btn btn-primary btn-sm" onClick={onAdd}>
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
