/** A dialog form's Cancel and submit buttons; the submit button says "Saving..." while busy. */
export function FormActions({
  busy,
  label,
  onCancel,
}: {
  busy: boolean;
  label: string;
  onCancel(): void;
}) {
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving...' : label}
      </button>
    </div>
  );
}
