import { createBrowserRouter, Navigate } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { HomePage } from '../home/home-page';
import { CivilianDashboardPage } from '../civilian/civilian-dashboard-page';
import { BankDashboardPage, BankLoginPage, BankRequestsPage } from '../bank/bank-pages';
import { OfficerDashboardPage } from '../dispatch/officer-dashboard-page';
import { DispatcherConsolePage } from '../dispatch/dispatcher-console-page';
import {
  CreateReportPage,
  PenalCodesPage,
  PublicSafetyReportsPage,
  SearchDatabasePage,
  WarrantsPage,
} from '../records/records-pages';
import { DeliveriesPage } from '../discord/deliveries-page';
import { SafrDashboardPage, SafrReportsPage, SafrSearchPage } from '../safr/safr-pages';
import { NotFoundPage } from '../components/not-found';
import { DashboardLayout } from './dashboard-layout';
import { RequireAuth } from './require-auth';

/** The spec's route table (section 2). */
export const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  {
    path: '/bank',
    element: (
      <RequireAuth>
        <BankLoginPage />
      </RequireAuth>
    ),
  },
  {
    path: '/bank/dashboard',
    element: (
      <RequireAuth>
        <BankDashboardPage />
      </RequireAuth>
    ),
  },
  {
    path: '/home',
    element: (
      <RequireAuth>
        <HomePage />
      </RequireAuth>
    ),
  },
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to="/dashboard/civilian" replace /> },
      { path: 'civilian', element: <CivilianDashboardPage /> },
      { path: 'pso', element: <OfficerDashboardPage /> },
      { path: 'pso/create-report', element: <CreateReportPage /> },
      { path: 'pso/warrants', element: <WarrantsPage /> },
      { path: 'pso/search', element: <SearchDatabasePage /> },
      { path: 'pso/reports', element: <PublicSafetyReportsPage /> },
      { path: 'dispatch', element: <DispatcherConsolePage /> },
      { path: 'safr', element: <SafrDashboardPage /> },
      { path: 'safr/search', element: <SafrSearchPage /> },
      { path: 'safr/reports', element: <SafrReportsPage /> },
      { path: 'admin/bank-requests', element: <BankRequestsPage /> },
      { path: 'admin/penal-codes', element: <PenalCodesPage /> },
      { path: 'admin/deliveries', element: <DeliveriesPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '*',
    element: (
      <RequireAuth>
        <NotFoundPage />
      </RequireAuth>
    ),
  },
]);
