import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage, SuspendedPage } from '../auth';
import { PageSkeleton } from '../components/skeleton';
import { screenCatalogues } from '../lib/i18n';
import { RequireAuth } from './require-auth';
import { RequireRole } from './require-role';

/**
 * A screen whose code loads when it is first opened (route-level code splitting): the login
 * screen ships only what it needs. `pick` names the module's export. The screens' strings load
 * beside the code, and the screen shows when both are there.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  const Page = lazy(() =>
    Promise.all([load(), screenCatalogues()]).then(([m]) => ({ default: pick(m) })),
  );
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}

const ServerState = lazy(() => import('../lib/query-client'));

const signedIn = (page: ReactNode) => (
  <RequireAuth>
    <Suspense fallback={<PageSkeleton />}>
      <ServerState>{page}</ServerState>
    </Suspense>
  </RequireAuth>
);

const bank = () => import('../bank');
const records = () => import('../records/records-pages');
const safr = () => import('../safr/safr-pages');
const staff = () => import('../staff');
const jail = () => import('../jail/jail-pages');
const court = () => import('../court/court-pages');
const forms = () => import('../forms');

/**
 * The route table (docs/architecture.md). Declarative routes: the app uses no loaders or actions,
 * and the data router's code would weigh on the sign-in screen.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/suspended" element={<SuspendedPage />} />
      <Route path="/bank" element={signedIn(lazyPage(bank, (m) => m.BankLoginPage))} />
      <Route
        path="/bank/dashboard"
        element={signedIn(lazyPage(bank, (m) => m.BankDashboardPage))}
      />
      <Route
        path="/home"
        element={signedIn(
          lazyPage(
            () => import('../home'),
            (m) => m.HomePage,
          ),
        )}
      />
      <Route
        path="/dashboard"
        element={signedIn(
          lazyPage(
            () => import('./dashboard-layout'),
            (m) => m.DashboardLayout,
          ),
        )}
      >
        <Route index element={<Navigate to="/dashboard/civilian" replace />} />
        <Route
          path="civilian"
          element={lazyPage(
            () => import('../civilians/civilian-dashboard-page'),
            (m) => m.CivilianDashboardPage,
          )}
        />
        <Route element={<RequireRole role="publicSafety" />}>
          <Route
            path="pso"
            element={lazyPage(
              () => import('../dispatch/officer-dashboard-page'),
              (m) => m.OfficerDashboardPage,
            )}
          />
          <Route path="pso/create-report" element={lazyPage(records, (m) => m.CreateReportPage)} />
          <Route path="pso/warrants" element={lazyPage(records, (m) => m.WarrantsPage)} />
          <Route path="pso/search" element={lazyPage(records, (m) => m.SearchDatabasePage)} />
          <Route path="pso/reports" element={lazyPage(records, (m) => m.PublicSafetyReportsPage)} />
          <Route path="jail" element={lazyPage(jail, (m) => m.JailRosterPage)} />
        </Route>
        {/* The court's pages check the judge permission themselves (court/judge-gate.tsx). */}
        <Route path="court" element={lazyPage(court, (m) => m.CourtDocketPage)} />
        <Route path="court/:caseId" element={lazyPage(court, (m) => m.CourtCasePage)} />
        <Route
          path="shop"
          element={lazyPage(
            () => import('../economy'),
            (m) => m.ShopPage,
          )}
        />
        <Route
          path="businesses"
          element={lazyPage(
            () => import('../economy'),
            (m) => m.BusinessesPage,
          )}
        />
        <Route
          path="businesses/:businessId"
          element={lazyPage(
            () => import('../economy'),
            (m) => m.BusinessPage,
          )}
        />
        <Route
          path="roster"
          element={lazyPage(
            () => import('../roster'),
            (m) => m.RosterPage,
          )}
        />
        {/* The forms' pages say themselves what a member without a unit profile may do. */}
        <Route path="forms" element={lazyPage(forms, (m) => m.FormsPage)} />
        <Route path="forms/:formId" element={lazyPage(forms, (m) => m.FileFormPage)} />
        <Route path="forms/reports/:reportId" element={lazyPage(forms, (m) => m.ReportPage)} />
        <Route path="warrant-requests" element={lazyPage(jail, (m) => m.WarrantRequestsPage)} />
        <Route element={<RequireRole role="dispatch" />}>
          <Route
            path="dispatch"
            element={lazyPage(
              () => import('../dispatch/dispatcher-console-page'),
              (m) => m.DispatcherConsolePage,
            )}
          />
        </Route>
        <Route element={<RequireRole role="fireRescue" />}>
          <Route path="safr" element={lazyPage(safr, (m) => m.SafrDashboardPage)} />
          <Route path="safr/search" element={lazyPage(safr, (m) => m.SafrSearchPage)} />
          <Route path="safr/reports" element={lazyPage(safr, (m) => m.SafrReportsPage)} />
        </Route>
        <Route element={<RequireRole role="admin" />}>
          <Route path="admin/bank-requests" element={lazyPage(bank, (m) => m.BankRequestsPage)} />
          <Route path="admin/penal-codes" element={lazyPage(records, (m) => m.PenalCodesPage)} />
          <Route
            path="admin/*"
            element={lazyPage(
              () => import('./staff-area'),
              (m) => m.StaffArea,
            )}
          />
          <Route path="admin/deliveries" element={lazyPage(staff, (m) => m.DeliveriesPage)} />
        </Route>
        <Route path="*" element={lazyPage(notFound, (m) => m.NotFoundPage)} />
      </Route>
      <Route path="*" element={signedIn(lazyPage(notFound, (m) => m.NotFoundPage))} />
    </Routes>
  );
}

function notFound() {
  return import('../components/not-found');
}
