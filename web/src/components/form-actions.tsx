/**
 * A dialog form's Cancel and submit buttons; the submit button says `busyLabel` ("Saving..."
 * unless told) while busy.
 */
export function FormActions({
  busy,
  label,
  busyLabel = 'Saving...',
  onCancel,
  disabled = false,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  onCancel(): void;
  /** Also off while there is nothing to submit yet (a record still loading). */
  disabled?: boolean;
}) {
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
