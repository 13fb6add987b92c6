import { useEffect, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router-dom';
import { ADMIN_ROLES, PARTNER_ROLES, SUPERADMIN_ROLES } from '../../contract/roles';
import { useTranslate } from '../../i18n/use-translate';
import { LoadingScreen } from '../../ui/spinner';
import { PublicLayout } from '../layout/layouts';
import { preloadServerData } from './app-services';
import { scrollToSection } from '../layout/section-link';
import { RequireRole, RequireSignedIn } from './auth-guard';

/** A lazily loaded screen: `screen(() => import('...'), 'ExportName')`. */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/**
 * A lazily loaded screen whose page reads server data: the server-data cache's code is fetched
 * beside the screen's chunk rather than after it (docs/decisions/0059).
 */
function serverDataScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => {
    preloadServerData();
    return { Component: (await load())[name] };
  };
}

/** After navigating to /#section, scroll there once the screen has rendered. */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    const tryScroll = () => {
      if (document.getElementById(id)) scrollToSection(id);
      else if (frames++ < 60) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [hash, pathname]);
}

function RootRoute() {
  useScrollToHash();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function RouteLoading() {
  const t = useTranslate();
  return <LoadingScreen label={t('app.loading')} />;
}

/** Every route of SPEC §2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      // Tour viewer (issue 7): outside every layout; three.js, recast and model-viewer load here only.
      {
        path: 't/:slug',
        lazy: serverDataScreen(
          () => import('../tour-viewer/tour-viewer-screens'),
          'PublicTourScreen',
        ),
      },
      {
        path: 'embed/:slug',
        lazy: serverDataScreen(
          () => import('../tour-viewer/tour-viewer-screens'),
          'EmbedTourScreen',
        ),
      },
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: screen(() => import('../home/home-screen'), 'HomeScreen') },
          { path: 'login', lazy: screen(() => import('../login/login-screen'), 'LoginScreen') },
          {
            path: 'register',
            lazy: screen(() => import('../register/register-screen'), 'RegisterScreen'),
          },
          {
            path: 'forgot-password',
            lazy: screen(
              () => import('../forgot-password/forgot-password-screen'),
              'ForgotPasswordScreen',
            ),
          },
          {
            path: 'complete-profile',
            lazy: screen(
              () => import('../complete-profile/complete-profile-screen'),
              'CompleteProfileScreen',
            ),
          },
          {
            path: 'privacy',
            lazy: screen(() => import('../legal/privacy-screen'), 'PrivacyScreen'),
          },
          { path: 'terms', lazy: screen(() => import('../legal/terms-screen'), 'TermsScreen') },
          {
            path: 'contact',
            lazy: screen(() => import('../contact/contact-screen'), 'ContactScreen'),
          },
          {
            path: 'sitemap',
            lazy: screen(() => import('../sitemap/sitemap-screen'), 'SitemapScreen'),
          },
          {
            path: 'sitemap.xml',
            lazy: screen(() => import('../sitemap/sitemap-xml-screen'), 'SitemapXmlScreen'),
          },
          {
            path: 'pricing',
            lazy: screen(() => import('../pricing/pricing-screen'), 'PricingScreen'),
          },
          {
            path: 'test-translation',
            lazy: screen(
              () => import('../test-translation/test-translation-screen'),
              'TestTranslationScreen',
            ),
          },
          {
            path: 'test-error',
            lazy: screen(() => import('../test-error/test-error-screen'), 'TestErrorScreen'),
          },
          {
            path: '*',
            lazy: screen(() => import('../not-found/not-found-screen'), 'NotFoundScreen'),
          },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            // The app shell (docs/decisions/0039) loads with the first signed-in page, not the landing's.
            lazy: serverDataScreen(() => import('../layout/app-shell'), 'AppShell'),
            children: [
              {
                path: 'dashboard',
                lazy: screen(() => import('../dashboard/dashboard-screen'), 'DashboardScreen'),
              },
              {
                path: 'dashboard/tours',
                lazy: screen(() => import('../dashboard/tours-screen'), 'ToursScreen'),
              },
              {
                path: 'dashboard/tours/:id',
                lazy: screen(() => import('../tour-editor/tour-screen'), 'TourScreen'),
              },
              {
                path: 'dashboard/create-tour',
                lazy: screen(() => import('../dashboard/create-tour-screen'), 'CreateTourScreen'),
              },
              {
                path: 'dashboard/settings',
                lazy: screen(() => import('../dashboard/settings-screen'), 'SettingsScreen'),
              },
              {
                path: 'dashboard/credits',
                lazy: screen(() => import('../dashboard/credits-screen'), 'CreditsScreen'),
              },
              {
                path: 'dashboard/top-up',
                lazy: screen(() => import('../dashboard/top-up-screen'), 'TopUpScreen'),
              },
              {
                path: 'dashboard/messages',
                lazy: screen(() => import('../chat/chat-screen'), 'ChatScreen'),
              },
              {
                element: <RequireRole roles={ADMIN_ROLES} />,
                children: [
                  {
                    path: 'dashboard/cache-performance',
                    lazy: screen(
                      () => import('../dashboard/cache-performance-screen'),
                      'CachePerformanceScreen',
                    ),
                  },
                  {
                    path: 'admin',
                    lazy: screen(() => import('../admin/admin-screen'), 'AdminScreen'),
                  },
                ],
              },
              {
                element: <RequireRole roles={SUPERADMIN_ROLES} />,
                children: [
                  {
                    path: 'superuser',
                    lazy: screen(() => import('../superuser/superuser-screen'), 'SuperuserScreen'),
                  },
                ],
              },
              {
                element: <RequireRole roles={PARTNER_ROLES} />,
                children: [
                  {
                    path: 'partner/*',
                    lazy: screen(() => import('../partner/partner-routes'), 'PartnerRoutes'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
