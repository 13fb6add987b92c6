import { useEffect, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router-dom';
import type { Role } from '../../contract/user';
import { useTranslate } from '../../i18n/use-translate';
import { LoadingScreen } from '../../ui/spinner';
import { loadPublicBreadcrumbs, PublicLayout } from '../layout/layouts';
import { preloadServerData } from './app-services';
import { scrollToSection } from '../layout/section-link';

/** A lazily loaded screen: `screen(() => import('...'), 'ExportName')`. */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/** A public page's screen, with the breadcrumbs' code beside it (all public pages but /). */
function publicScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => {
    const [loaded] = await Promise.all([load(), loadPublicBreadcrumbs()]);
    return { Component: loaded[name] };
  };
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

/**
 * The guards of the signed-in area load with its screens, beside them, not with the landing page
 * (docs/decisions/0059): the router loads every matched route's code at once.
 */
const signedInGuard: RouteObject['lazy'] = async () => ({
  Component: (await import('./auth-guard')).RequireSignedIn,
});

/** The role guard for the roles `pick` names (src/contract/roles.ts). */
function roleGuard(
  pick: (roles: typeof import('../../contract/roles')) => readonly Role[],
): RouteObject['lazy'] {
  return async () => {
    const [{ RequireRole }, roles] = await Promise.all([
      import('./auth-guard'),
      import('../../contract/roles'),
    ]);
    const allowed = pick(roles);
    return { Component: () => <RequireRole roles={allowed} /> };
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
          {
            path: 'login',
            lazy: publicScreen(() => import('../login/login-screen'), 'LoginScreen'),
          },
          {
            path: 'register',
            lazy: publicScreen(() => import('../register/register-screen'), 'RegisterScreen'),
          },
          {
            path: 'forgot-password',
            lazy: publicScreen(
              () => import('../forgot-password/forgot-password-screen'),
              'ForgotPasswordScreen',
            ),
          },
          {
            path: 'complete-profile',
            lazy: publicScreen(
              () => import('../complete-profile/complete-profile-screen'),
              'CompleteProfileScreen',
            ),
          },
          {
            path: 'privacy',
            lazy: publicScreen(() => import('../legal/privacy-screen'), 'PrivacyScreen'),
          },
          {
            path: 'terms',
            lazy: publicScreen(() => import('../legal/terms-screen'), 'TermsScreen'),
          },
          {
            path: 'contact',
            lazy: publicScreen(() => import('../contact/contact-screen'), 'ContactScreen'),
          },
          {
            path: 'sitemap',
            lazy: publicScreen(() => import('../sitemap/sitemap-screen'), 'SitemapScreen'),
          },
          {
            path: 'sitemap.xml',
            lazy: publicScreen(() => import('../sitemap/sitemap-xml-screen'), 'SitemapXmlScreen'),
          },
          {
            path: 'pricing',
            lazy: publicScreen(() => import('../pricing/pricing-screen'), 'PricingScreen'),
          },
          {
            path: 'test-translation',
            lazy: publicScreen(
              () => import('../test-translation/test-translation-screen'),
              'TestTranslationScreen',
            ),
          },
          {
            path: 'test-error',
            lazy: publicScreen(() => import('../test-error/test-error-screen'), 'TestErrorScreen'),
          },
          {
            path: '*',
            lazy: publicScreen(() => import('../not-found/not-found-screen'), 'NotFoundScreen'),
          },
        ],
      },
      {
        lazy: signedInGuard,
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
                lazy: roleGuard((roles) => roles.ADMIN_ROLES),
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
                lazy: roleGuard((roles) => roles.SUPERADMIN_ROLES),
                children: [
                  {
                    path: 'superuser',
                    lazy: screen(() => import('../superuser/superuser-screen'), 'SuperuserScreen'),
                  },
                ],
              },
              {
                lazy: roleGuard((roles) => roles.PARTNER_ROLES),
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
