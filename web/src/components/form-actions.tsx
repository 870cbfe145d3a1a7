import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's submit button, after Cancel in a dialog (a form on a page has nothing to cancel, so
 * no `onCancel`). The submit button says `busyLabel` ("Saving..." unless told) while busy; its
 * `tone` is the button colour: danger for reporting or suspending, success for lifting.
 */
export function FormActions({
  busy,
  label,
  busyLabel,
  icon,
  tone = 'primary',
  onCancel,
  disabled = false,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  /** Shown before the label, busy or not. */
  icon?: ReactNode;
  tone?: 'primary' | 'danger' | 'success';
  onCancel?: () => void;
  /** Also off while there is nothing to submit yet (a record still loading). */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-actions">
      {onCancel && (
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('components.cancel')}
        </button>
      )}
      <button type="submit" className={`btn btn-${tone}`} disabled={busy || disabled}>
        {icon}
        {icon && ' '}
        {busy ? (busyLabel ?? t('components.saving')) : label}
      </button>
    </div>
  );
}
