import { NavLink } from 'react-router-dom';

/** The sidebar's "Dispatch" entry (Public Safety group), for members with the dispatcher role. */
export function DispatchNavItem() {
  return (
    <li>
      <NavLink to="/dashboard/dispatch">Dispatch</NavLink>
    </li>
  );
}
