import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WEAPON_SUGGESTIONS, generateWeaponSerial } from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { civilianApi, failureText } from './civilian-api';
import { CIVILIANS } from './civilian-queries';
import { DELAYS, useLater } from './use-later';

import { FormActions } from '../components/form-actions';
import { Notice, type RecordModalProps } from './record-modal-parts';

/** Register New Weapon: the serial ("WPN-" + 6) is generated here and read-only. */
export function RegisterWeaponModal({ civilian, onClose, onSuccess }: RecordModalProps) {
  const [weaponType, setWeaponType] = useState('');
  const [serialNumber] = useState(generateWeaponSerial);
  const [registeredName, setRegisteredName] = useState(
    `${civilian.firstName} ${civilian.lastName}`,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const later = useLater();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage('');
    setBusy(true);
    try {
      const res = await civilianApi.registerWeapon({
        weaponType,
        serialNumber,
        registeredName,
        civilianId: civilian._id,
      });
      if (!res.success) throw new ApiError(400, res.message || 'Failed to register weapon.');
      setMessage('Weapon registered successfully.');
      onSuccess();
      later(DELAYS.record, onClose);
    } catch (err) {
      setMessage(
        failureText(
          err,
          'Failed to register weapon.',
          'An error occurred while registering the weapon.',
        ),
      );
      setBusy(false);
    }
  };

  return (
    <Modal title="Register New Weapon" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Weapon Type"
          list="weapon-suggestions"
          maxLength={60}
          value={weaponType}
          onChange={(e) => setWeaponType(e.target.value)}
        />
        <datalist id="weapon-suggestions">
          {WEAPON_SUGGESTIONS.map((w) => (
            <option key={w} value={w} />
          ))}
        </datalist>
        <TextField label="Serial Number" readOnly value={serialNumber} />
        <TextField
          label="Registered Name"
          maxLength={80}
          value={registeredName}
          onChange={(e) => setRegisteredName(e.target.value)}
        />
        <StatusMessage text={message} />
        <FormActions
          busy={busy}
          label="Register Weapon"
          busyLabel="Registering..."
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** Edit Weapon: loads the weapon, saves type and name; closes 0.8 s after "Weapon updated.". */
export function EditWeaponModal({
  weaponId,
  onClose,
  onSuccess,
}: {
  weaponId: string;
  onClose(): void;
  onSuccess(): void;
}) {
  const queryClient = useQueryClient();
  const key = [...CIVILIANS, 'weapon', weaponId];
  const query = useQuery({
    queryKey: key,
    queryFn: () => civilianApi.weapon(weaponId),
  });
  const weapon = query.data?.success ? query.data.weapon : null;
  const loadFailure = query.error
    ? query.error instanceof ApiError
      ? 'Failed to load weapon data.'
      : 'Error loading weapon data.'
    : query.data && !query.data.success
      ? 'Failed to load weapon data.'
      : '';
  // The member's edits; until they type, the fields show the stored weapon.
  const [typed, setTyped] = useState<{ weaponType?: string; registeredName?: string }>({});
  const weaponType = typed.weaponType ?? weapon?.weaponType ?? '';
  const registeredName = typed.registeredName ?? weapon?.registeredName ?? '';
  const setWeaponType = (v: string) => setTyped((t) => ({ ...t, weaponType: v }));
  const setRegisteredName = (v: string) => setTyped((t) => ({ ...t, registeredName: v }));
  const [busy, setBusy] = useState(false);
  const [saved, setResult] = useState({ text: '', ok: false });
  const result = saved.text ? saved : { text: loadFailure, ok: false };
  const later = useLater();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!weapon) return;
    setResult({ text: '', ok: false });
    setBusy(true);
    try {
      const res = await civilianApi.updateWeapon(weapon._id, {
        weaponType,
        serialNumber: weapon.serialNumber,
        registeredName,
      });
      if (!res.success) throw new ApiError(400, res.message || 'Failed to update weapon.');
      setResult({ text: 'Weapon updated.', ok: true });
      void queryClient.invalidateQueries({ queryKey: key });
      onSuccess();
      later(DELAYS.weaponUpdate, onClose);
    } catch (err) {
      setResult({
        text: failureText(err, 'Failed to update weapon.', 'An error occurred while updating.'),
        ok: false,
      });
      setBusy(false);
    }
  };

  return (
    <Modal title="Edit Weapon" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {weapon ? (
          <>
            <TextField
              label="Weapon Type"
              list="weapon-suggestions"
              maxLength={60}
              value={weaponType}
              onChange={(e) => setWeaponType(e.target.value)}
            />
            <datalist id="weapon-suggestions">
              {WEAPON_SUGGESTIONS.map((w) => (
                <option key={w} value={w} />
              ))}
            </datalist>
            <TextField label="Serial Number" readOnly value={weapon.serialNumber} />
            <TextField
              label="Registered Name"
              maxLength={80}
              value={registeredName}
              onChange={(e) => setRegisteredName(e.target.value)}
            />
          </>
        ) : (
          !result.text && <p className="muted">Loading...</p>
        )}
        <Notice text={result.text} ok={result.ok} />
        <FormActions
          busy={busy}
          label="Save Changes"
          busyLabel="Saving..."
          onCancel={onClose}
          disabled={!weapon}
        />
      </form>
    </Modal>
  );
}
