import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../../shared/paths';
import { NotFoundPage } from '../features/marketing/components/not-found-page';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { LandingRoute } from './routes/landing';

/**
 * What the first load shows while a lazily loaded screen's chunk arrives (without it React Router
 * warns on every load, and shows nothing anyway): an empty page that says it is loading.
 */
const loading = <div role="status" aria-label="Cargando..." className="min-h-dvh" />;

// Public pages load at once; account and dashboard screens are split into their own chunks.
export const router = createBrowserRouter([
  {
    hydrateFallbackElement: loading,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingRoute /> },
          {
            path: 'pricing',
            lazy: async () => ({ Component: (await import('./routes/pricing')).PricingRoute }),
          },
          {
            path: 'features',
            lazy: async () => ({ Component: (await import('./routes/features')).FeaturesRoute }),
          },
          { path: 'about', lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: '/auth',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: [
          { path: 'login', lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
          },
          {
            path: 'invitation',
            lazy: async () => ({ Component: (await import('./routes/invitation')).InvitationRoute }),
          },
        ],
      },
      {
        path: '/dashboard',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('./layouts/protected-dashboard')).ProtectedDashboard }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/dashboard-home')).DashboardHomeRoute }),
          },
          {
            // 'new' is this same page with the create dialog open, so the page keeps its state.
            path: 'listings',
            lazy: async () => ({
              Component: (await import('./routes/dashboard-listings')).DashboardListingsRoute,
            }),
            // The same page with the create dialog open: nothing of its own to draw.
            children: [{ path: 'new', element: null }],
          },
          {
            path: 'listings/:id/staging',
            lazy: async () => ({
              Component: (await import('./routes/dashboard-staging')).DashboardStagingRoute,
            }),
          },
          {
            path: 'leads',
            lazy: async () => ({ Component: (await import('./routes/dashboard-leads')).DashboardLeadsRoute }),
          },
          {
            path: 'visits',
            lazy: async () => ({
              Component: (await import('./routes/dashboard-visits')).DashboardVisitsRoute,
            }),
          },
          {
            path: 'visits/:id/parte',
            lazy: async () => ({
              Component: (await import('./routes/dashboard-visit-sheet')).DashboardVisitSheetRoute,
            }),
          },
          {
            path: 'analytics',
            lazy: async () => ({
              Component: (await import('./routes/dashboard-analytics')).DashboardAnalyticsRoute,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('./routes/dashboard-settings')).DashboardSettingsRoute,
            }),
          },
          {
            // Configuración → Importar (importPagePath): a feed or a spreadsheet, owner only.
            path: 'settings/import',
            lazy: async () => ({
              Component: (await import('./routes/dashboard-import')).DashboardImportRoute,
            }),
          },
        ],
      },
      {
        // The A4 QR poster: signed in and plan-gated (in the route), without the dashboard sidebar.
        path: '/dashboard/listings/:id/poster',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('./routes/dashboard-poster')).DashboardPosterRoute }),
      },
      {
        // Diagnostics: signed in, outside the plan gate and the dashboard layout.
        path: '/debug/db',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('./routes/debug-db')).DebugDbRoute }),
      },
      {
        // Checkout for a plan chosen on /pricing (also after sign-up): signed in, outside the plan gate.
        path: '/billing/start',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('./routes/billing-start')).BillingStartRoute }),
      },
      {
        // Local test-mode billing (no Stripe key): signed in, deliberately outside the plan gate.
        path: '/billing',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('./layouts/billing-layout')).BillingLayout }),
        children: [
          { index: true, element: <Navigate to={paths.dashboard.home} replace /> },
          {
            path: 'checkout/:id',
            lazy: async () => ({
              Component: (await import('./routes/billing-checkout')).BillingCheckoutRoute,
            }),
          },
          {
            path: 'portal',
            lazy: async () => ({ Component: (await import('./routes/billing-portal')).BillingPortalRoute }),
          },
        ],
      },
    ],
  },
]);
