import { useTranslation } from 'react-i18next';
import { useCallTypeActions, type AdminCallType, type CallTypePatch } from './call-types-api';
import { CALL_REQUIRED_FIELDS } from '@tenfour/db/browser';
import {
  CallTypeForm,
  callServiceText,
  requiredFieldText,
  type CallTypeFields,
} from './call-type-form';
import { ValueRow } from './value-row';

/** Only what changed: a name calls have cannot change, so an unchanged one is not sent. */
function changes(callType: AdminCallType, fields: CallTypeFields): CallTypePatch {
  const patch: CallTypePatch = {};
  if (fields.name !== callType.name) patch.name = fields.name;
  if (Number(fields.priority) !== callType.priority) patch.priority = Number(fields.priority);
  if ([...fields.services].sort().join() !== [...callType.services].sort().join())
    patch.services = fields.services;
  if (fields.requiredFields.join() !== callType.requiredFields.join())
    patch.requiredFields = fields.requiredFields;
  return patch;
}

/**
 * One call type: its name, default priority and services, edited in place; retired or
 * restored; deleted when no call has it (the server refuses otherwise, and says why here).
 */
export function CallTypeRow({ callType }: { callType: AdminCallType }) {
  const { t } = useTranslation();
  const actions = useCallTypeActions();
  return (
    <ValueRow<CallTypeFields>
      value={callType}
      actions={actions}
      confirmDelete={t('values.callTypes.confirmDelete', { name: callType.name })}
      name={(id) => <strong id={id}>{callType.name}</strong>}
      details={[
        t('values.callTypes.summary', {
          priority: callType.priority,
          services: callType.services.map((s) => callServiceText(t, s)).join(', '),
        }),
        ...(callType.requiredFields.length
          ? [
              t('values.callTypes.summaryRequired', {
                fields: CALL_REQUIRED_FIELDS.filter((f) => callType.requiredFields.includes(f))
                  .map((f) => requiredFieldText(t, f))
                  .join(', '),
              }),
            ]
          : []),
      ].join(' · ')}
      edit={{
        update: (fields) => {
          const patch = changes(callType, fields);
          return Object.keys(patch).length ? actions.update(callType.id, patch) : null;
        },
        form: (editor) => (
          <CallTypeForm callType={callType} submitLabel={t('values.save')} {...editor} />
        ),
      }}
    />
  );
}
