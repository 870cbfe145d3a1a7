import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** What an empty list shows: that it is empty, and what to do next. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <Inbox aria-hidden="true" size={20} className="empty-state-icon" />
      <p className="muted">{children}</p>
      {action}
    </div>
  );
}
