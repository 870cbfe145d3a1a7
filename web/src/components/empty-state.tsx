import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What an empty list shows: that it is empty, and what to do next. Where the product fixes the
 * empty text, it is `children` alone and the next step is `hint`, so the fixed line stays
 * exactly as written.
 */
export function EmptyState({
  children,
  hint,
  action,
}: {
  children: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <Inbox aria-hidden="true" size={20} className="empty-state-icon" />
      <div className="empty-state-text">
        <p className="muted">{children}</p>
        {hint && <p className="muted small">{hint}</p>}
      </div>
      {action}
    </div>
  );
}
