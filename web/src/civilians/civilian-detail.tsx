import { RecordCustomFields } from './record-custom-fields';
import { Pencil, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { OwnerCarePanel } from '../safr';
import { CivilianRecordsPanel } from '../records';
import { CustodyNotice } from '../jail';
import { formatDate, formatDateTime, formatNumber, orNA } from '../lib/format';
import { ApiError } from '../lib/api';
import { errorText } from '../lib/use-submit';
import { useDeleteCivilian } from './api/delete-civilian';
import { useDeleteVehicle } from './api/delete-vehicle';
import { useDeleteWeapon } from './api/delete-weapon';
import type { Civilian } from './api/get-civilians';
import { useDmvResults } from './api/get-dmv-results';
import { useMedicalRecords } from './api/get-medical-records';
import { useVehicles, type Vehicle } from './api/get-vehicles';
import { useWeapons, type Weapon } from './api/get-weapons';
import { useMarkDeceased } from './api/mark-deceased';
import { useLiveLicenseTypes } from './api/community-lists';
import { DmvTestModal } from './dmv-test-modal';
import { AddLicenseModal, AddMedicalRecordModal } from './record-modals';
import { EditVehicleModal, RegisterVehicleModal } from './vehicle-modals';
import { EditWeaponModal, RegisterWeaponModal } from './weapon-modals';
import { LicensesPanel } from './licenses-panel';
import { useContestExtras } from './contest-control';
import { RecordPanel, VehicleTable, WeaponTable } from './record-panels';
import { eyeColorLabel, hairColorLabel, sexLabel } from './labels';

/** The record panels' headings, Add buttons and empty texts. */
const panels = (t: TFunction) => ({
  vehicles: {
    id: 'civ-vehicles',
    title: t('civilians.panels.vehicles'),
    addLabel: t('civilians.panels.addVehicle'),
    empty: t('civilians.panels.noVehicles'),
    hint: t('civilians.panels.noVehiclesHint'),
  },
  weapons: {
    id: 'civ-weapons',
    title: t('civilians.panels.weapons'),
    addLabel: t('civilians.panels.addWeapon'),
    empty: t('civilians.panels.noWeapons'),
    hint: t('civilians.panels.noWeaponsHint'),
  },
  medical: {
    id: 'civ-medical',
    title: t('civilians.panels.medical'),
    addLabel: t('civilians.panels.addMedical'),
    empty: t('civilians.panels.noMedical'),
    hint: t('civilians.panels.noMedicalHint'),
  },
});

type OpenModal =
  | { kind: 'license' | 'dmv' | 'vehicle' | 'weapon' | 'medical' }
  | { kind: 'edit-vehicle'; vehicle: Vehicle }
  | { kind: 'edit-weapon'; weaponId: string };

/** The detail view of one civilian on the Civilian Dashboard. */
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
  const { t } = useTranslation();
  const PANELS = panels(t);
  const vehicles = useVehicles(civilian._id);
  const weapons = useWeapons(civilian._id);
  const medical = useMedicalRecords(civilian._id);
  const dmv = useDmvResults(civilian._id);
  const removeCivilian = useDeleteCivilian();
  const markCivilianDeceased = useMarkDeceased();
  const removeVehicle = useDeleteVehicle(civilian._id);
  const removeWeapon = useDeleteWeapon(civilian._id);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const court = useContestExtras(civilian._id);
  const closeModal = useCallback(() => setModal(null), []);
  const { reload: loadDmv } = dmv;
  // A pass may have granted licenses (the types staff tied to the test). Read through a ref:
  // the dialog's timers depend on its onClose staying the same function.
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const closeDmv = useCallback(() => {
    setModal(null);
    void loadDmv();
    changed.current();
  }, [loadDmv]);

  const liveLicenses = useLiveLicenseTypes();
  const held = civilian.licenses ?? [];
  const missing = liveLicenses.map((type) => type.name).filter((type) => !held.includes(type));
  const canAddLicense = missing.some((type) => licenseRoles.includes(type));
  const name = [civilian.firstName, civilian.middleInitial, civilian.lastName]
    .filter(Boolean)
    .join(' ');

  const remove = async () => {
    if (!window.confirm(t('civilians.detail.confirmDelete'))) return;
    try {
      await removeCivilian.mutateAsync(civilian._id);
      onDeleted();
    } catch (err) {
      console.error('Failed to delete civilian', err);
      // The server refuses while fines, warrants or money remain; say why.
      if (err instanceof ApiError && err.status === 409) window.alert(errorText(err));
    }
  };
  const markDeceased = async () => {
    if (!window.confirm(t('civilians.detail.confirmDeceased'))) return;
    try {
      await markCivilianDeceased.mutateAsync(civilian._id);
      onChanged();
    } catch (err) {
      console.error('Failed to mark civilian deceased', err);
    }
  };
  const deleteVehicle = async (v: Vehicle) => {
    if (!window.confirm(t('civilians.detail.confirmDeleteVehicle'))) return;
    // The list refreshes either way.
    await removeVehicle.mutateAsync(v._id).catch((err: unknown) => {
      console.error('Failed to delete vehicle', err);
    });
  };
  const deleteWeapon = async (w: Weapon) => {
    if (!window.confirm(t('civilians.detail.confirmDeleteWeapon'))) return;
    await removeWeapon.mutateAsync(w._id).catch((err: unknown) => {
      console.error('Failed to delete weapon', err);
    });
  };

  const details: [string, string][] = [
    [t('civilians.detail.dob'), formatDate(civilian.dateOfBirth)],
    [t('civilians.detail.age'), orNA(civilian.age === null ? null : formatNumber(civilian.age))],
    [t('civilians.detail.sex'), orNA(civilian.sex && sexLabel(t, civilian.sex))],
    [t('civilians.detail.hair'), orNA(civilian.hairColor && hairColorLabel(t, civilian.hairColor))],
    [t('civilians.detail.eyes'), orNA(civilian.eyeColor && eyeColorLabel(t, civilian.eyeColor))],
    [t('civilians.detail.height'), orNA(civilian.height)],
    [t('civilians.detail.weight'), orNA(civilian.weight)],
    [t('civilians.detail.skinTone'), orNA(civilian.skinTone)],
    [t('civilians.detail.zipCode'), orNA(civilian.zipCode)],
    [t('civilians.detail.occupation'), orNA(civilian.occupation)],
    [t('civilians.detail.residence'), orNA(civilian.residence)],
    [t('civilians.detail.knownAliases'), orNA(civilian.knownAliases?.join(', '))],
    [t('civilians.detail.emergencyContact'), orNA(civilian.emergencyContactName)],
  ];

  return (
    <div className="civ-detail">
      <div className="civ-detail-header">
        <div>
          <h2>
            {name}{' '}
            {civilian.deceased && (
              <span className="badge badge-gray">{t('civilians.deceased')}</span>
            )}
          </h2>
          <p className="muted small">{t('civilians.detail.record')}</p>
        </div>
        <div className="button-row" role="group" aria-label={t('civilians.detail.actions')}>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit}>
            <Pencil aria-hidden="true" size={14} />
            {t('civilians.detail.edit')}
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove()}>
            <Trash2 aria-hidden="true" size={14} />
            {t('civilians.detail.delete')}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={civilian.deceased}
            onClick={() => void markDeceased()}
          >
            {t('civilians.detail.markDeceased')}
          </button>
          <button type="button" className="btn btn-link btn-sm" onClick={onClose}>
            {t('civilians.close')}
          </button>
        </div>
      </div>

      <CustodyNotice civilianId={civilian._id} />

      <div className="civ-detail-grid">
        <section className="panel" aria-labelledby="civ-info">
          <div className="panel-header">
            <h3 id="civ-info">{t('civilians.detail.personalInfo')}</h3>
          </div>
          <dl className="details">
            {details.map(([label, value]) => (
              <div key={label} className="civ-detail-row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <RecordCustomFields target="civilian" id={civilian._id} />
        </section>

        <div className="civ-side">
          <LicensesPanel
            held={held}
            canAdd={canAddLicense}
            canTest={missing.length > 0}
            dmv={dmv.items ?? []}
            onAdd={() => setModal({ kind: 'license' })}
            onTest={() => setModal({ kind: 'dmv' })}
          />
          <CivilianRecordsPanel civilianId={civilian._id} extras={court.extras} />
          {court.toast}
        </div>
      </div>

      <RecordPanel
        {...PANELS.vehicles}
        onAdd={() => setModal({ kind: 'vehicle' })}
        items={vehicles.items}
      >
        {(items) => (
          <VehicleTable
            vehicles={items}
            onEdit={(vehicle) => setModal({ kind: 'edit-vehicle', vehicle })}
            onDelete={(v) => void deleteVehicle(v)}
          />
        )}
      </RecordPanel>

      <RecordPanel
        {...PANELS.weapons}
        onAdd={() => setModal({ kind: 'weapon' })}
        items={weapons.items}
      >
        {(items) => (
          <WeaponTable
            weapons={items}
            onEdit={(w) => setModal({ kind: 'edit-weapon', weaponId: w._id })}
            onDelete={(w) => void deleteWeapon(w)}
          />
        )}
      </RecordPanel>

      <RecordPanel
        {...PANELS.medical}
        onAdd={() => setModal({ kind: 'medical' })}
        items={medical.items}
      >
        {(items) => (
          <ul className="civ-medical" aria-label={t('civilians.detail.medicalList')}>
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
        <RegisterVehicleModal civilian={civilian} onClose={closeModal} />
      )}
      {modal?.kind === 'edit-vehicle' && (
        <EditVehicleModal vehicle={modal.vehicle} onClose={closeModal} />
      )}
      {modal?.kind === 'weapon' && <RegisterWeaponModal civilian={civilian} onClose={closeModal} />}
      {modal?.kind === 'edit-weapon' && (
        <EditWeaponModal weaponId={modal.weaponId} civilianId={civilian._id} onClose={closeModal} />
      )}
      {modal?.kind === 'medical' && (
        <AddMedicalRecordModal civilian={civilian} onClose={closeModal} />
      )}
    </div>
  );
}
