import type { TFunction } from 'i18next';

/**
 * How the forms label the fields the server names in `issues[].path`, in the reader's language.
 * A failed request's message names a field by its label, never by its key ("Date of Birth", not
 * "dateOfBirth"). Undefined for a field the forms do not label.
 */
export function knownFieldLabel(path: string, t: TFunction): string | undefined {
  switch (path.split('.')[0] ?? path) {
    case 'firstName':
      return t('common.fields.firstName');
    case 'lastName':
      return t('common.fields.lastName');
    case 'middleInitial':
      return t('common.fields.middleInitial');
    case 'dateOfBirth':
      return t('common.fields.dateOfBirth');
    case 'knownAliases':
      return t('common.fields.knownAliases');
    case 'zipCode':
      return t('common.fields.zipCode');
    case 'skinTone':
      return t('common.fields.skinTone');
    case 'hairColor':
      return t('common.fields.hairColor');
    case 'eyeColor':
      return t('common.fields.eyeColor');
    case 'emergencyContactName':
      return t('common.fields.emergencyContactName');
    case 'emergencyContactPhone':
      return t('common.fields.emergencyContactPhone');
    case 'emergencyContactRelationship':
      return t('common.fields.emergencyContactRelationship');
    case 'civilianId':
      return t('common.fields.civilianId');
    case 'weaponType':
      return t('common.fields.weaponType');
    case 'serialNumber':
      return t('common.fields.serialNumber');
    case 'registeredName':
      return t('common.fields.registeredName');
    case 'accountNumber':
      return t('common.fields.accountNumber');
    case 'accountType':
      return t('common.fields.accountType');
    case 'recipientAccountNumber':
      return t('common.fields.recipientAccountNumber');
    case 'whatHappened':
      return t('common.fields.whatHappened');
    case 'timeOfDay':
      return t('common.fields.timeOfDay');
    case 'involvedCivilians':
      return t('common.fields.involvedCivilians');
    case 'involvedOfficers':
      return t('common.fields.involvedOfficers');
    case 'accidentType':
      return t('common.fields.accidentType');
    case 'lawsBroken':
      return t('common.fields.lawsBroken');
    case 'additionalInfo':
      return t('common.fields.additionalInfo');
    case 'discharged':
      return t('common.fields.discharged');
    case 'jailTime':
      return t('common.fields.jailTime');
    case 'callType':
      return t('common.fields.callType');
    default:
      return undefined;
  }
}

/** A field key as people read it: the form's label, else the key's words ("zip code"). */
export function fieldLabel(path: string, t: TFunction): string {
  const known = knownFieldLabel(path, t);
  if (known) return known;
  const key = path.split('.')[0] ?? path;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The server's message without an internal field key in front ("dateOfBirth: ..."): the
 * key becomes its label unless the message already names the field.
 */
export function readableMessage(
  message: string,
  issues: readonly { path: string }[],
  t: TFunction,
): string {
  for (const { path } of issues) {
    if (path && message.startsWith(`${path}: `)) {
      const rest = message.slice(path.length + 2);
      const label = fieldLabel(path, t);
      return rest.toLowerCase().includes(label.toLowerCase())
        ? rest
        : t('common.fieldMessage', { label, message: rest });
    }
  }
  return message;
}
