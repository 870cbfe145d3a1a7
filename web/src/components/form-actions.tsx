/**
 * A dialog form's Cancel and submit buttons; the submit button says `busyLabel` ("Saving..."
 * unless told) while busy.
 */
export function FormActions({
  busy,
  label,
  busyLabel = 'Saving...',
  onCancel,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  onCancel(): void;
}) {
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
