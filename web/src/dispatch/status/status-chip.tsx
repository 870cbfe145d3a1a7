import type { ReactNode } from 'react';
import { useStatusColours } from './status-colours';
import './status-chip.css';

/**
 * A status shown with its colour: a dot and a coloured edge, the text in the page's own
 * colour (a staff-chosen colour need not contrast with the background to stay readable).
 */
export function StatusChip({
  service,
  code,
  children,
  className = '',
}: {
  service: string;
  code: string;
  /** What the chip says; the status's code when left out. */
  children?: ReactNode;
  className?: string;
}) {
  const colour = useStatusColours()(service, code);
  return (
    <span
      className={`status-chip ${className}`.trim()}
      style={colour ? { borderColor: colour } : undefined}
    >
      <span
        className="status-dot"
        style={colour ? { background: colour } : undefined}
        aria-hidden
      />
      {children ?? code}
    </span>
  );
}
