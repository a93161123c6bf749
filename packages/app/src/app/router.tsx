import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { scopeBind, type Scope } from 'effector';
import { $isAuthenticated } from '@/entities/session';
import '@/features/logout';
import { languageRoutedFx, localizePath, type Language } from '@/shared/i18n';
import { isAppShell } from '@/shared/lib/display-mode';
import { lazyPage, safeCallbackPath, stringParams } from '@/shared/routing';
import { APP_SHELL_PLACEHOLDER } from './app-shell-placeholder.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import { RouteError } from './routing/RouteError.tsx';
import { RoutePending } from './routing/RoutePending.tsx';
import { resolveRouteLanguage } from './routing/locale-guard.ts';
import type { RouterContext } from './routing/route-context.ts';
import { STATIC_REDIRECTS, redirectTo, requireSignIn } from './routing/redirects.ts';

/**
 * The 404s load on demand, as the pages do (most visits never need one). While one loads, the route's
 * pending UI shows; a chunk that fails to load reaches RouteError's recovery like a page's.
 */
const RootRouteNotFound = lazyPage(() => import('./routing/RouteNotFound.tsx'), 'RootRouteNotFound');
const RouteNotFound = lazyPage(() => import('./routing/RouteNotFound.tsx'), 'RouteNotFound');
const AppRouteNotFound = lazyPage(() => import('./routing/RouteNotFound.tsx'), 'AppRouteNotFound');

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RootRouteNotFound,
});

/**
 * `/{-$locale}`: every route lives under an optional locale segment (none for English, `tr` for Turkish).
 * Its beforeLoad sets the language before any page renders, so no page flashes in the wrong language.
 */
const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$locale}',
  beforeLoad: async ({ location, params, context }) => {
    const language = resolveRouteLanguage(location, params.locale);
    await scopeBind(languageRoutedFx, { scope: context.scope })(language);
    return { language };
  },
});

/** Public pages share the site header and footer. */
const publicRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: 'public',
  // Layouts load with their pages: a visitor never downloads the app's sidebar, and vice versa.
  component: lazyPage(() => import('./layouts/PublicLayout.tsx'), 'PublicLayout'),
});

const landingRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    // Installed apps and the native wrapper start at sign-in, not on the marketing page.
    if (isAppShell()) redirectTo('/auth/login', context.language);
  },
  component: lazyPage(() => import('@/pages/landing'), 'LandingPage'),
});

const localEncryptionDocsRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'docs/local-encryption',
  component: lazyPage(() => import('@/pages/docs-local-encryption'), 'LocalEncryptionDocsPage'),
});

const aboutRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'about',
  component: lazyPage(() => import('@/pages/about'), 'AboutPage'),
});

const productRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'product',
  component: lazyPage(() => import('@/pages/product'), 'ProductPage'),
});

/** `/pricing`: the tiers on sale (the public header's Register leads here). */
const pricingRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'pricing',
  // `?plan=&period=`: the choice a visitor made before signing up, offered again (`ref` is read by the page).
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['plan', 'period']),
  component: lazyPage(() => import('@/pages/pricing'), 'PricingPage'),
});

const faqRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'faq',
  component: lazyPage(() => import('@/pages/faq'), 'FaqPage'),
});

const contactRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'contact',
  component: lazyPage(() => import('@/pages/contact'), 'ContactPage'),
});

const termsRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'legal/terms',
  component: lazyPage(() => import('@/pages/legal'), 'TermsPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'legal/privacy',
  component: lazyPage(() => import('@/pages/legal'), 'PrivacyPage'),
});

const cookiesRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'legal/cookies',
  component: lazyPage(() => import('@/pages/legal'), 'CookiesPage'),
});

/** `/unsubscribe?email=…`: the newsletter's unsubscribe link lands here with the address filled in. */
const unsubscribeRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'unsubscribe',
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['email']),
  component: lazyPage(() => import('@/pages/unsubscribe'), 'UnsubscribePage'),
});

/** `/error-demo`: the error screens, for support staff. */
const errorDemoRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'error-demo',
  component: lazyPage(() => import('@/pages/error-demo'), 'ErrorDemoPage'),
});

/** The blog lists take `?page=` (1-based; the router hands `?page=2` over as a number). */
function blogListSearch(search: Record<string, unknown>): { page?: number } {
  const page = search['page'];
  const number = typeof page === 'number' ? page : typeof page === 'string' ? Number(page) : NaN;
  return Number.isInteger(number) && number > 1 ? { page: number } : {};
}

/** `/blog`: the published articles, newest first, 12 a page. */
const blogRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'blog',
  validateSearch: blogListSearch,
  component: lazyPage(() => import('@/pages/blog/list'), 'BlogIndexPage'),
});

const blogPopularRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'blog/popular',
  validateSearch: blogListSearch,
  component: lazyPage(() => import('@/pages/blog/list'), 'BlogPopularPage'),
});

const blogCategoryRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'blog/category/$category',
  validateSearch: blogListSearch,
  component: lazyPage(() => import('@/pages/blog/list'), 'BlogCategoryPage'),
});

const blogTagRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'blog/tag/$tag',
  validateSearch: blogListSearch,
  component: lazyPage(() => import('@/pages/blog/list'), 'BlogTagPage'),
});

/** `/blog/{slug}`: one article (an unknown slug shows the 404). */
const blogArticleRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'blog/$slug',
  component: lazyPage(() => import('@/pages/blog/article'), 'BlogArticlePage'),
});

/**
 * `/blog/create` and `/blog/edit/{slug}`: writing articles (not prerendered). Signed-in visitors only
 * (others go to login, which returns here); the page itself tells anyone without the admin role that it
 * is not for them. A static segment outranks `blog/$slug`, so "create" is never read as an article.
 */
const blogCreateRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'blog/create',
  beforeLoad: ({ context, location }) => requireSignIn(context, location.href),
  component: lazyPage(() => import('@/pages/blog/editor'), 'BlogCreatePage'),
});

const blogEditRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'blog/edit/$slug',
  beforeLoad: ({ context, location }) => requireSignIn(context, location.href),
  component: lazyPage(() => import('@/pages/blog/editor'), 'BlogEditPage'),
});

/** Any other public path: the 404 inside the site's header and footer. */
/** `/groups/invite?code=…`: an invite link's public landing (signed out too). */
const groupInviteRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'groups/invite',
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['code']),
  component: lazyPage(() => import('@/pages/groups/invite'), 'GroupInvitePage'),
});

const publicNotFoundRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '$',
  component: RouteNotFound,
});

/** The sign-in pages share a frame with the logo and a way back home. */
const authRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'auth',
  component: lazyPage(() => import('./layouts/AuthLayout.tsx'), 'AuthLayout'),
});

/** Signing in or up again makes no sense when signed in: such a visit goes where sign-in would lead. */
function leaveIfSignedIn({ scope, language }: { scope: Scope; language: Language }, callback?: string) {
  if (scope.getState($isAuthenticated)) {
    throw redirect({
      href: safeCallbackPath(callback) ?? localizePath('/app/dashboard', language),
      replace: true,
    });
  }
}

/** Sign-in and sign-up take where to go afterwards (`callback`): a path of this site, or nothing. */
function callbackSearch(search: Record<string, unknown>): { callback?: string } {
  const callback = safeCallbackPath(search['callback']);
  return callback ? { callback } : {};
}

const authIndexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: ({ context }) => redirectTo('/auth/login', context.language),
});

const loginRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'login',
  validateSearch: callbackSearch,
  beforeLoad: ({ context, search }) => leaveIfSignedIn(context, search.callback),
  component: lazyPage(() => import('@/pages/auth/login'), 'LoginPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'reset-password',
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['token', 'email']),
  component: lazyPage(() => import('@/pages/auth/reset-password'), 'ResetPasswordPage'),
});

const callbackRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'callback',
  validateSearch: (search: Record<string, unknown>) =>
    stringParams(search, ['provider', 'token', 'expireDate', 'error']),
  component: lazyPage(() => import('@/pages/auth/callback'), 'AuthCallbackPage'),
});

const registerRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'register',
  validateSearch: callbackSearch,
  beforeLoad: ({ context, search }) => leaveIfSignedIn(context, search.callback),
  component: lazyPage(() => import('@/pages/auth/register'), 'RegisterPage'),
});

/** `/auth/continue`: a first social sign-in (a new account) finishes its profile here. */
const continueRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'continue',
  validateSearch: (search: Record<string, unknown>) =>
    stringParams(search, ['provider', 'token', 'expireDate', 'name']),
  component: lazyPage(() => import('@/pages/auth/continue'), 'ContinuePage'),
});

/** The app area's layout, with the loader that starts the account's data (one import for both). */
const appLayoutModule = () => import('./layouts/AppLayout.tsx');

/** `/app`: signed-in users only; others go to login with a callback to where they were going. */
const appRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'app',
  beforeLoad: ({ context, location }) => requireSignIn(context, location.href),
  // Not awaited: the route renders as soon as its code is there, and the layout waits for the client. (A
  // failed load is the layout's to report, through the route's error screen.)
  loader: ({ context }) =>
    void appLayoutModule().then(
      (module) => module.requestAccountData(context.scope),
      () => undefined,
    ),
  component: lazyPage(appLayoutModule, 'AppLayout'),
});

const appIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: ({ context }) => redirectTo('/app/dashboard', context.language),
});

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'dashboard',
  // The quick check-in's code (a chunk of its own, which the page waits for) starts loading with the page's
  // code, not once that code has run: the network is idle while the start's modules evaluate, and the page
  // asked for the form only at the end of that (0.6 s later on a throttled phone). The page's own import
  // of it then finds it loaded, or retries a failed load.
  loader: () => void import('@/features/check-in').catch(() => undefined),
  component: lazyPage(() => import('@/pages/dashboard'), 'DashboardPage'),
});

/** `/app/onboarding`: the introduction a new account goes through (skippable; progress kept on the account). */
const onboardingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'onboarding',
  component: lazyPage(() => import('@/pages/onboarding'), 'OnboardingPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings',
  component: lazyPage(() => import('@/pages/settings'), 'SettingsPage'),
});

/** `/app/subscriptions`: the user's plan, its usage, and changing, cancelling or reactivating it. */
const subscriptionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'subscriptions',
  component: lazyPage(() => import('@/pages/billing/subscriptions'), 'SubscriptionsPage'),
});

/** `/app/referrals`: the referrer group's link, QR code and results; anyone else is told it is not for them. */
const referralsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'referrals',
  component: lazyPage(() => import('@/pages/billing/referrals'), 'ReferralsPage'),
});

/** `/app/subscription?success=true|cancelled=true`: where the payment provider's checkout comes back. */
const checkoutReturnRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'subscription',
  // The router reads `?success=true` as the boolean true; a provider may send the text.
  // Booleans again, so the address stays `?success=true` (a string would be written back as `"true"`).
  validateSearch: (search: Record<string, unknown>): { success?: true; cancelled?: true } => ({
    ...(String(search['success']) === 'true' ? { success: true } : {}),
    ...(String(search['cancelled']) === 'true' ? { cancelled: true } : {}),
  }),
  component: lazyPage(() => import('@/pages/billing/subscriptions'), 'CheckoutReturnPage'),
});

/** `/app/clients`: client management (team plan); `?action=create` opens the form for a new client. */
const clientsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'clients',
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['action']),
  component: lazyPage(() => import('@/pages/clients'), 'ClientsPage'),
});

const journalRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'journal',
  // `?compose=new` (the dashboard's "New entry") opens the editor for a new entry.
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['compose']),
  component: lazyPage(() => import('@/pages/journal'), 'JournalPage'),
});

/** `/app/map`: the emotional map of the active client's check-ins and reflections. */
const mapRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'map',
  component: lazyPage(() => import('@/pages/analysis/map'), 'MapPage'),
});

/** `/app/report`: the emotion report of the active client's check-ins and reflections. */
const reportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'report',
  component: lazyPage(() => import('@/pages/analysis/report'), 'ReportPage'),
});

/** The reflection list's filters in the address; `?timing=4` or `?tag=true` arrive parsed, and count as text. */
const REFLECTION_LIST_PARAMS = ['loop', 'tag', 'emotion', 'quadrant', 'timing', 'from', 'to', 'q'] as const;

function reflectionListSearch(search: Record<string, unknown>) {
  const texts = Object.fromEntries(
    Object.entries(search).map(([key, value]) => [
      key,
      typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
    ]),
  );
  return stringParams(texts, REFLECTION_LIST_PARAMS);
}

/**
 * `/app/reflection`: the active client's reflections; the filters live in the address (`?loop=<id>` shows
 * one loop's, `?tag=commute` the tagged ones...).
 */
const reflectionListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reflection',
  validateSearch: reflectionListSearch,
  component: lazyPage(() => import('@/pages/reflection/list'), 'ReflectionListPage'),
});

const reflectionDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reflection/$id',
  component: lazyPage(() => import('@/pages/reflection/detail'), 'ReflectionDetailPage'),
});

/** `/app/reflection/new`: the reflection wizard (a draft kept on the device until saved). */
const reflectionNewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reflection/new',
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['edit']),
  component: lazyPage(() => import('@/pages/reflection/new'), 'ReflectionNewPage'),
});

/** `/app/groups`: the groups the user belongs to, and a new one. */
const groupsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'groups',
  component: lazyPage(() => import('@/pages/groups/list'), 'GroupsPage'),
});

/** `/app/groups/join-confirmation?code=…`: joining by an invite, after seeing what members see. */
const joinConfirmationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'groups/join-confirmation',
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['code']),
  component: lazyPage(() => import('@/pages/groups/join'), 'JoinConfirmationPage'),
});

/** `/app/groups/{id}`: one group, for its members. */
const groupDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'groups/$id',
  component: lazyPage(() => import('@/pages/groups/detail'), 'GroupDetailPage'),
});

/** `/app/group/reflection/{id}`: one shared reflection with its responses and reactions, for its group's members. */
const groupReflectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'group/reflection/$id',
  component: lazyPage(() => import('@/pages/groups/reflection'), 'GroupReflectionPage'),
});

/** `/app/chat`: the AI companion, behind its consent, with the crisis help always at hand. */
const chatRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'chat',
  component: lazyPage(() => import('@/pages/ai/chat'), 'ChatPage'),
});

/** `/app/test`: diagnostics for support (the service worker, stored files, this device, the version). */
const diagnosticsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'test',
  component: lazyPage(() => import('@/pages/support/diagnostics'), 'DiagnosticsPage'),
});

/** `/app/admin/*`: the admin role's pages (through `$access`); anyone else sees "not allowed". */
const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'admin',
  component: lazyPage(() => import('@/pages/admin/layout'), 'AdminLayout'),
});

const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: ({ context }) => redirectTo('/app/admin/workflows', context.language),
});

/** `/app/admin/workflows`: workflow health (spec section 4), refreshed every 60 s. */
const workflowHealthRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'workflows',
  component: lazyPage(() => import('@/pages/admin/workflows'), 'WorkflowHealthPage'),
});

/** `/app/admin/dummy-data`: realistic demo data for a client, generated and removed again. */
const dummyDataRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'dummy-data',
  component: lazyPage(() => import('@/pages/admin/dummy-data'), 'DummyDataPage'),
});

const adminNotFoundRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '$',
  component: AppRouteNotFound,
});

/** Any other `/app/...` path: the 404 inside the sidebar and header (signed-out visitors went to login). */
const appNotFoundRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$',
  component: AppRouteNotFound,
});

const redirectRoutes = Object.entries(STATIC_REDIRECTS).map(([path, target]) =>
  createRoute({
    getParentRoute: () => localeRoute,
    path,
    beforeLoad: ({ context }) => redirectTo(target, context.language),
  }),
);

/** The route table: one readable place to add the spec's routes. */
export const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([
    publicRoute.addChildren([
      landingRoute,
      localEncryptionDocsRoute,
      aboutRoute,
      productRoute,
      pricingRoute,
      faqRoute,
      blogRoute,
      blogPopularRoute,
      blogCategoryRoute,
      blogTagRoute,
      blogCreateRoute,
      blogEditRoute,
      blogArticleRoute,
      contactRoute,
      termsRoute,
      privacyRoute,
      cookiesRoute,
      unsubscribeRoute,
      errorDemoRoute,
      groupInviteRoute,
      publicNotFoundRoute,
    ]),
    authRoute.addChildren([
      authIndexRoute,
      loginRoute,
      registerRoute,
      resetPasswordRoute,
      callbackRoute,
      continueRoute,
    ]),
    appRoute.addChildren([
      appIndexRoute,
      dashboardRoute,
      onboardingRoute,
      settingsRoute,
      subscriptionsRoute,
      referralsRoute,
      checkoutReturnRoute,
      journalRoute,
      mapRoute,
      reportRoute,
      reflectionNewRoute,
      reflectionListRoute,
      reflectionDetailRoute,
      clientsRoute,
      chatRoute,
      diagnosticsRoute,
      adminRoute.addChildren([adminIndexRoute, workflowHealthRoute, dummyDataRoute, adminNotFoundRoute]),
      groupsRoute,
      joinConfirmationRoute,
      groupDetailRoute,
      groupReflectionRoute,
      appNotFoundRoute,
    ]),
    ...redirectRoutes,
  ]),
]);

export function createAppRouter({ scope, history }: { scope: Scope; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    context: { scope },
    ...(history ? { history } : {}),
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RootRouteNotFound,
    // Lazy pages show the spinner only when loading takes long enough to notice.
    defaultPendingMs: 150,
    // …and, once shown, no longer than the wait itself: TanStack's default keeps a spinner on screen for at
    // least 500 ms, which held the dashboard's heading back with the main thread idle (issue #14).
    defaultPendingMinMs: 0,
    scrollRestoration: restoreScrollButNotOnTakeover(),
  });
}

/**
 * Scroll restoration (a new page starts at the top, back and forward return where they were), except on
 * the first render of a prerendered page: the app takes over a page the visitor may already have scrolled
 * (it starts at their first scroll or tap: app/boot.ts), and going to the top would throw them back.
 */
function restoreScrollButNotOnTakeover(): () => boolean {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  // The app shell's placeholder is no page to take over (app-shell-placeholder.ts).
  let takingOver =
    root?.hasChildNodes() === true && root.firstElementChild?.hasAttribute(APP_SHELL_PLACEHOLDER) !== true;
  return () => {
    if (!takingOver) return true;
    takingOver = false;
    return false;
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
