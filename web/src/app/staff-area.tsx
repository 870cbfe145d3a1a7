import { Route, Routes } from 'react-router-dom';
import { StaffRoutes } from '../staff';
import { NotFoundPage } from '../components/not-found';

/**
 * The staff console's screens under /dashboard/admin/, loaded on demand with their area; the
 * admin screens declared in the router itself (bank requests, penal code, deliveries) match
 * first.
 */
export function StaffArea() {
  return (
    <Routes>
      {StaffRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path?.replace(/^admin\//, '')}
          element={route.element}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
