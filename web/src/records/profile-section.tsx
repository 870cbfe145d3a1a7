import type { ReactNode } from 'react';

/**
 * One panel of the owner profile (licenses, vehicles, firearms, records, warrants): its heading,
 * then what it lists, or `emptyText` when `count` is nought.
 */
export function ProfileSection({
  id,
  title,
  count,
  emptyText,
  className = 'panel',
  children,
}: {
  id: string;
  title: string;
  count: number;
  emptyText: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {count === 0 ? <p className="muted">{emptyText}</p> : children}
    </section>
  );
}
