/**
 * How the forms label the fields the server names in `issues[].path`. A failed request's
 * message names a field by its label, never by its key ("Date of Birth", not "dateOfBirth").
 */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  middleInitial: 'Middle Initial',
  dateOfBirth: 'Date of Birth',
  knownAliases: 'Known Aliases',
  zipCode: 'Zip Code',
  skinTone: 'Skin Tone',
  hairColor: 'Hair Color',
  eyeColor: 'Eye Color',
  emergencyContactName: 'Emergency Contact Name',
  emergencyContactPhone: 'Emergency Contact Phone',
  emergencyContactRelationship: 'Emergency Contact Relationship',
  civilianId: 'Civilian',
  weaponType: 'Weapon Type',
  serialNumber: 'Serial Number',
  registeredName: 'Registered Name',
  accountNumber: 'Account Number',
  accountType: 'Account Type',
  recipientAccountNumber: 'Recipient Account',
  whatHappened: 'What Happened',
  timeOfDay: 'Time of Day',
  involvedCivilians: 'Involved Civilians',
  involvedOfficers: 'Involved Officers',
  accidentType: 'Accident Type',
  lawsBroken: 'Laws Broken',
  additionalInfo: 'Additional Information',
  discharged: 'Weapon Discharged',
  jailTime: 'Jail Time',
  callType: 'Call Type',
};

/** A field key as people read it: the form's label, else the key's words ("zip code"). */
export function fieldLabel(path: string): string {
  const key = path.split('.')[0] ?? path;
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The server's message without an internal field key in front ("dateOfBirth: ..."): the
 * key becomes its label unless the message already names the field.
 */
export function readableMessage(message: string, issues: readonly { path: string }[]): string {
  for (const { path } of issues) {
    if (path && message.startsWith(`${path}: `)) {
      const rest = message.slice(path.length + 2);
      const label = fieldLabel(path);
      return rest.toLowerCase().includes(label.toLowerCase()) ? rest : `${label}: ${rest}`;
    }
  }
  return message;
}
