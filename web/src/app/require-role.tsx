import { Link, Outlet } from 'react-router-dom';
import { useSession } from '../lib/session';

type Role = keyof typeof AREAS;

const AREAS = {
  publicSafety: { title: 'Public Safety', needs: 'This screen is for public safety officers.' },
  fireRescue: { title: 'SA Fire Rescue', needs: 'This screen is for SA Fire Rescue members.' },
  dispatch: { title: 'Dispatch', needs: 'This screen is for dispatchers.' },
  admin: { title: 'Staff', needs: 'This screen is for community staff.' },
} satisfies Record<string, { title: string; needs: string }>;

/**
 * The screens of one role's area, checked once before any of them loads: a member without the
 * role is told so, and no screen of the area asks the server for data it would refuse.
 */
export function RequireRole({ role }: { role: Role }) {
  const { session } = useSession();
  if (session.user?.permissions[role]) return <Outlet />;
  const area = AREAS[role];
  return (
    <section className="page">
      <h1>{area.title}</h1>
      <p className="muted">{area.needs}</p>
      <p>
        <Link to="/home">Back to your home page</Link>
      </p>
    </section>
  );
}
