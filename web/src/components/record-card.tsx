import type { LiHTMLAttributes, ReactNode } from 'react';

/**
 * One card of a `record-list` (a record, a warrant, a report, an open fine): what it was for
 * beside its badge or amount, then the details (`children`). The styles are in styles.css.
 */
export function RecordCard({
  title,
  badge,
  children,
  ...props
}: { title: ReactNode; badge: ReactNode; children?: ReactNode } & Omit<
  LiHTMLAttributes<HTMLLIElement>,
  'title'
>) {
  return (
    <li className="record-item" {...props}>
      <div className="record-item-head">
        <span>{title}</span>
        {badge}
      </div>
      {children}
    </li>
  );
}
