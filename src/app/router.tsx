import { createElement, lazy, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createBrowserRouter, matchPath, Navigate } from 'react-router-dom';
import { Layout } from './layout';
import { AccessGate, type Access } from './access';
import { HomePage } from './routes/home/home-page';
import { NotFound } from './routes/not-found';
import { HOME } from '../lib/document-title';

/**
 * Every screen but home is its own chunk, loaded when its route is first visited (home stays in
 * the entry chunk so the first paint needs no second request).
 */
function lazyPage<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loaded: ComponentType<P> | null = null;
  const preload = async () => {
    loaded = (await load())[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  // A page whose code is already here renders it at once (and keeps doing so): a server-rendered page hydrates
  // without suspending on its chunk. Suspended, React gave the page up to client rendering when an update (the
  // session arriving) reached it first, replacing its nodes and whatever the visitor had just chosen in them.
  function Page(props: P) {
    const [Direct] = useState(() => loaded);
    return Direct ? createElement(Direct, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { preload });
}

const WelcomePage = lazyPage(() => import('./routes/welcome'), 'WelcomePage');
const TemplateDetailPage = lazyPage(() => import('./routes/template-detail'), 'TemplateDetailPage');
const LoginPage = lazyPage(() => import('./routes/login'), 'LoginPage');
const SignUpPage = lazyPage(() => import('./routes/sign-up'), 'SignUpPage');
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'), 'ResetPasswordPage');
const PolicyPage = lazyPage(() => import('./routes/policy'), 'PolicyPage');
const OutboxPage = lazyPage(() => import('./routes/dev-outbox'), 'OutboxPage');
const AccountPage = lazyPage(() => import('./routes/account'), 'AccountPage');
const AccountOrderPage = lazyPage(() => import('./routes/account-order'), 'AccountOrderPage');
const CartPage = lazyPage(() => import('./routes/cart/cart-page'), 'CartPage');
const CheckoutPage = lazyPage(() => import('./routes/checkout'), 'CheckoutPage');
const ArtworkPage = lazyPage(() => import('./routes/artwork'), 'ArtworkPage');
const OrderSuccessPage = lazyPage(() => import('./routes/order-success'), 'OrderSuccessPage');
const DownloadProblemPage = lazyPage(() => import('./routes/download-problem'), 'DownloadProblemPage');
const UploadTemplatePage = lazyPage(() => import('./routes/upload-template'), 'UploadTemplatePage');
const TemplatePromptPage = lazyPage(() => import('./routes/template-prompt'), 'TemplatePromptPage');
const AdminOrdersPage = lazyPage(() => import('./routes/admin-orders'), 'AdminOrdersPage');
const AdminHealthPage = lazyPage(() => import('./routes/admin-health'), 'AdminHealthPage');
const AdminSettingsPage = lazyPage(() => import('./routes/admin-settings/admin-settings-page'), 'AdminSettingsPage');
const TokensPage = lazyPage(() => import('./routes/tokens'), 'TokensPage');
const FrameWizardPage = lazyPage(() => import('./routes/frame-wizard'), 'FrameWizardPage');
const FrameArtworkPage = lazyPage(() => import('./routes/frame-artwork'), 'FrameArtworkPage');
const DashboardPage = lazyPage(() => import('./routes/dashboard/dashboard-page'), 'DashboardPage');
const OrderPage = lazyPage(() => import('./routes/create/create-page'), 'OrderPage');
const LibraryPage = lazyPage(() => import('./routes/library'), 'LibraryPage');
const EditorPage = lazyPage(() => import('./routes/editor/editor-page'), 'EditorPage');
const WhiteBackgroundPage = lazyPage(
  () => import('./routes/white-background/white-background-page'),
  'WhiteBackgroundPage',
);

/** `title`: the document title's first part (a page may name itself more precisely, see lib/document-title.ts). */
type AppRoute = { path: string; title: string; access: Access; element: ReactNode };

/**
 * The one route table: every route with its access rule (docs/spec/commerce.md §2, Route access table), except that
 * visitors may look at /template/{id}, /tokens and /cart before signing in (DESIGN.md §6; the
 * actions there ask for an account).
 */
export const ROUTES: AppRoute[] = [
  { path: '/', title: HOME, access: 'anyone', element: <HomePage /> },
  { path: '/welcome', title: 'Welcome', access: 'anyone', element: <WelcomePage /> },
  { path: '/login', title: 'Sign in', access: 'anyone', element: <LoginPage /> },
  { path: '/signup', title: 'Create your account', access: 'anyone', element: <SignUpPage /> },
  { path: '/forgot-password', title: 'Forgot password', access: 'anyone', element: <ForgotPasswordPage /> },
  { path: '/reset-password', title: 'Reset password', access: 'anyone', element: <ResetPasswordPage /> },
  { path: '/terms', title: 'Terms of Service', access: 'anyone', element: <PolicyPage policy="terms" /> },
  { path: '/privacy', title: 'Privacy Policy', access: 'anyone', element: <PolicyPage policy="privacy" /> },
  { path: '/dev/outbox', title: 'E-mail outbox', access: 'signed-in', element: <OutboxPage /> },
  { path: '/signin', title: 'Sign in', access: 'signed-in', element: <Navigate to="/" replace /> },
  { path: '/dashboard', title: 'Create a portrait', access: 'signed-in', element: <DashboardPage /> },
  { path: '/create/:templateId', title: 'Order your portrait', access: 'anyone', element: <OrderPage /> },
  { path: '/library', title: 'My library', access: 'signed-in', element: <LibraryPage /> },
  { path: '/tokens', title: 'Tokens', access: 'anyone', element: <TokensPage /> },
  { path: '/white-background', title: 'Portrait on white', access: 'signed-in', element: <WhiteBackgroundPage /> },
  { path: '/template-prompt', title: 'Template prompts', access: 'admin-redirect', element: <TemplatePromptPage /> },
  { path: '/template/:id', title: 'Style', access: 'anyone', element: <TemplateDetailPage /> },
  { path: '/upload-template', title: 'Upload a template', access: 'admin-redirect', element: <UploadTemplatePage /> },
  { path: '/ai-editor', title: 'AI editor', access: 'signed-in', element: <EditorPage /> },
  { path: '/frame/:id', title: 'Frame your artwork', access: 'signed-in', element: <FrameArtworkPage /> },
  { path: '/frame-customizer/:id', title: 'Frame customizer', access: 'signed-in', element: <FrameWizardPage /> },
  { path: '/cart', title: 'Cart and checkout', access: 'anyone', element: <CartPage /> },
  { path: '/checkout', title: 'Complete your order', access: 'signed-in', element: <CheckoutPage /> },
  { path: '/artwork', title: 'Your artwork', access: 'signed-in', element: <ArtworkPage /> },
  { path: '/order-success', title: 'Order confirmation', access: 'signed-in', element: <OrderSuccessPage /> },
  { path: '/download-problem', title: 'Download link', access: 'anyone', element: <DownloadProblemPage /> },
  { path: '/account', title: 'My account', access: 'signed-in', element: <AccountPage /> },
  { path: '/account/orders/:id', title: 'Your order', access: 'signed-in', element: <AccountOrderPage /> },
  { path: '/admin/orders', title: 'Orders desk', access: 'admin', element: <AdminOrdersPage /> },
  { path: '/admin/health', title: 'Shop health', access: 'admin', element: <AdminHealthPage /> },
  { path: '/admin/settings', title: 'Storefront settings', access: 'admin', element: <AdminSettingsPage /> },
];

/** The route objects of the one route table (the browser router here, a memory router at prerender). */
export const routeObjects = [
  {
    element: <Layout />,
    children: [
      ...ROUTES.map((r) => ({
        path: r.path,
        handle: { title: r.title },
        element: <AccessGate access={r.access}>{r.element}</AccessGate>,
      })),
      { path: '*', handle: { title: 'Page not found' }, element: <NotFound /> },
    ],
  },
];

/**
 * The browser's router. Given `hydrationData` (none of our routes loads data), its first render leaves the scroll
 * alone: a visitor who scrolled a server-rendered page before its code ran stays there, and a press begun there is
 * not cut in two by a jump to the top. Moves between pages still start at the top or where the visitor left them.
 */
export const createAppRouter = () => createBrowserRouter(routeObjects, { hydrationData: {} });

/** Loads the code of the page at `pathname` (src/main.tsx: before a page rendered on the server is hydrated). */
export async function preloadPage(pathname: string) {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  const page = (route?.element as ReactElement | undefined)?.type as { preload?: () => Promise<void> } | undefined;
  await page?.preload?.().catch(() => undefined);
}
