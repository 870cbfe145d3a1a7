/**
 * A search's progress for everyone, screen readers included: "Searching...", or that nothing
 * matched and what to try next.
 */
export function SearchStatus({ kind }: { kind: string }) {
  return (
    <div aria-live="polite">
      {kind === 'loading' && <p className="muted section-gap">Searching...</p>}
      {kind === 'none' && (
        <div className="section-gap">
          <p className="muted">No matching records found.</p>
          <p className="muted small">Check the spelling, or pick one of the suggestions.</p>
        </div>
      )}
    </div>
  );
}
