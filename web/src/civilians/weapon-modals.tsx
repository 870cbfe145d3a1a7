import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generateWeaponSerial } from '@tenfour/db/browser';
import { SelectField, TextField } from '../components/field';
import { ApiError } from '../lib/api';
import { useWeapon } from './api/get-weapon';
import { useFormList } from './api/community-lists';
import { useRegisterWeapon } from './api/register-weapon';
import { useUpdateWeapon } from './api/update-weapon';
import { DELAYS, useLater } from './use-later';
import { useCustomFieldForm } from './custom-field-inputs';
import {
  failure,
  Notice,
  RecordFormModal,
  useRecordSubmit,
  type RecordModalProps,
} from './record-modal-parts';

/** A weapon's fields: its type (the community's list), the read-only serial and the name. */
function WeaponFields({
  weaponType,
  serialNumber,
  registeredName,
  onChange,
}: {
  weaponType: string;
  serialNumber: string;
  registeredName: string;
  onChange(patch: { weaponType?: string; registeredName?: string }): void;
}) {
  const { t } = useTranslation();
  const types = useFormList('weapon_type', weaponType);
  return (
    <>
      <SelectField
        label={t('civilians.weapon.type')}
        placeholder=""
        options={types.map((value) => ({ value, label: value }))}
        value={weaponType}
        onChange={(e) => onChange({ weaponType: e.target.value })}
      />
      <TextField label={t('civilians.weapon.serialNumber')} readOnly value={serialNumber} />
      <TextField
        label={t('civilians.weapon.registeredName')}
        maxLength={80}
        value={registeredName}
        onChange={(e) => onChange({ registeredName: e.target.value })}
      />
    </>
  );
}

/** Register New Weapon: the serial ("WPN-" + 6) is generated here and read-only. */
export function RegisterWeaponModal({ civilian, onClose }: RecordModalProps) {
  const [serialNumber] = useState(generateWeaponSerial);
  const [fields, setFields] = useState({
    weaponType: '',
    registeredName: `${civilian.firstName} ${civilian.lastName}`,
  });
  const register = useRegisterWeapon(civilian._id);
  const custom = useCustomFieldForm('weapon');
  const { t } = useTranslation();
  const { busy, message, ok, submit } = useRecordSubmit(
    failure(t('civilians.weapon.registerFailed'), t('civilians.weapon.registerError')),
  );
  const later = useLater();

  return (
    <RecordFormModal
      title={t('civilians.weapon.registerTitle')}
      onClose={onClose}
      onSubmit={(e) =>
        submit(e, async () => {
          await register.mutateAsync({ ...fields, serialNumber, customFields: custom.values });
          later(DELAYS.record, onClose);
          return t('civilians.weapon.registered');
        })
      }
      busy={busy}
      message={message}
      ok={ok}
      label={t('civilians.weapon.register')}
      busyLabel={t('civilians.registering')}
    >
      <WeaponFields
        {...fields}
        serialNumber={serialNumber}
        onChange={(p) => setFields((f) => ({ ...f, ...p }))}
      />
      {custom.inputs}
    </RecordFormModal>
  );
}

/** Edit Weapon: loads the weapon, saves type and name; closes 0.8 s after "Weapon updated.". */
export function EditWeaponModal({
  weaponId,
  civilianId,
  onClose,
}: {
  weaponId: string;
  civilianId: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const query = useWeapon(weaponId);
  const weapon = query.data?.weapon ?? null;
  const loadFailure = query.error
    ? query.error instanceof ApiError
      ? t('civilians.weapon.loadFailed')
      : t('civilians.weapon.loadError')
    : '';
  // The member's edits; until they type, the fields show the stored weapon.
  const [typed, setTyped] = useState<{ weaponType?: string; registeredName?: string }>({});
  const weaponType = typed.weaponType ?? weapon?.weaponType ?? '';
  const registeredName = typed.registeredName ?? weapon?.registeredName ?? '';
  const update = useUpdateWeapon({ _id: weaponId, civilianId });
  const custom = useCustomFieldForm('weapon', weaponId);
  const describe = failure(t('civilians.weapon.updateFailed'), t('civilians.weapon.updateError'));
  const { busy, message, ok: saved, submit } = useRecordSubmit(describe);
  const later = useLater();

  return (
    <RecordFormModal
      title={t('civilians.weapon.editTitle')}
      onClose={onClose}
      onSubmit={(e) => {
        if (!weapon) return e.preventDefault();
        submit(e, async () => {
          await update.mutateAsync({
            weaponType,
            serialNumber: weapon.serialNumber,
            registeredName,
          });
          await custom.save(weaponId);
          later(DELAYS.weaponUpdate, onClose);
          return t('civilians.weapon.updated');
        });
      }}
      busy={busy}
      status={<Notice text={message || loadFailure} ok={saved} />}
      label={t('civilians.saveChanges')}
      disabled={!weapon}
    >
      {weapon ? (
        <WeaponFields
          weaponType={weaponType}
          serialNumber={weapon.serialNumber}
          registeredName={registeredName}
          onChange={(p) => setTyped((before) => ({ ...before, ...p }))}
        />
      ) : null}
      {weapon
        ? custom.inputs
        : !(message || loadFailure) && <p className="muted">{t('common.loading')}</p>}
    </RecordFormModal>
  );
}
