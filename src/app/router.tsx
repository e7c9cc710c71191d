import { lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Layout } from './layout';
import { AccessGate, type Access } from './access';
import { HomePage } from '../features/home/home-page';
import { NotFound } from '../features/placeholders/not-found';

/**
 * Every screen but home is its own chunk, loaded when its route is first visited (home stays in
 * the entry chunk so the first paint needs no second request).
 */
function lazyPage<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const WelcomePage = lazyPage(() => import('../features/welcome/welcome-page'), 'WelcomePage');
const TemplateDetailPage = lazyPage(() => import('../features/templates/template-detail-page'), 'TemplateDetailPage');
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const SignUpPage = lazyPage(() => import('../features/auth/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const PolicyPage = lazyPage(() => import('../features/home/policy-page'), 'PolicyPage');
const OutboxPage = lazyPage(() => import('../features/dev/outbox-page'), 'OutboxPage');
const AccountPage = lazyPage(() => import('../features/account/account-page'), 'AccountPage');
const CartPage = lazyPage(() => import('../features/checkout/cart-page'), 'CartPage');
const CheckoutPage = lazyPage(() => import('../features/checkout/checkout-page'), 'CheckoutPage');
const ArtworkPage = lazyPage(() => import('../features/artwork/artwork-page'), 'ArtworkPage');
const OrderSuccessPage = lazyPage(() => import('../features/order-success/order-success-page'), 'OrderSuccessPage');
const UploadTemplatePage = lazyPage(() => import('../features/admin/upload-template-page'), 'UploadTemplatePage');
const TemplatePromptPage = lazyPage(() => import('../features/admin/template-prompt-page'), 'TemplatePromptPage');
const AdminOrdersPage = lazyPage(() => import('../features/admin/admin-orders-page'), 'AdminOrdersPage');
const TokensPage = lazyPage(() => import('../features/tokens/tokens-page'), 'TokensPage');
const FrameWizardPage = lazyPage(() => import('../features/framing/frame-wizard-page'), 'FrameWizardPage');
const FrameArtworkPage = lazyPage(() => import('../features/framing/frame-artwork-page'), 'FrameArtworkPage');
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const OrderPage = lazyPage(() => import('../features/order/order-page'), 'OrderPage');
const LibraryPage = lazyPage(() => import('../features/library/library-page'), 'LibraryPage');
const EditorPage = lazyPage(() => import('../features/editor/editor-page'), 'EditorPage');
const WhiteBackgroundPage = lazyPage(() => import('../features/white-background/white-background-page'), 'WhiteBackgroundPage');

type AppRoute = { path: string; access: Access; element: ReactNode };

/** The one route table: every route with its access rule (spec: route access table). */
export const ROUTES: AppRoute[] = [
  { path: '/', access: 'anyone', element: <HomePage /> },
  { path: '/welcome', access: 'anyone', element: <WelcomePage /> },
  { path: '/login', access: 'anyone', element: <LoginPage /> },
  { path: '/signup', access: 'anyone', element: <SignUpPage /> },
  { path: '/forgot-password', access: 'anyone', element: <ForgotPasswordPage /> },
  { path: '/reset-password', access: 'anyone', element: <ResetPasswordPage /> },
  { path: '/terms', access: 'anyone', element: <PolicyPage policy="terms" /> },
  { path: '/privacy', access: 'anyone', element: <PolicyPage policy="privacy" /> },
  { path: '/dev/outbox', access: 'signed-in', element: <OutboxPage /> },
  { path: '/signin', access: 'signed-in', element: <Navigate to="/" replace /> },
  { path: '/dashboard', access: 'signed-in', element: <DashboardPage /> },
  { path: '/create/:templateId', access: 'anyone', element: <OrderPage /> },
  { path: '/library', access: 'signed-in', element: <LibraryPage /> },
  { path: '/tokens', access: 'signed-in', element: <TokensPage /> },
  { path: '/white-background', access: 'signed-in', element: <WhiteBackgroundPage /> },
  { path: '/template-prompt', access: 'admin-redirect', element: <TemplatePromptPage /> },
  { path: '/template/:id', access: 'signed-in', element: <TemplateDetailPage /> },
  { path: '/upload-template', access: 'admin-redirect', element: <UploadTemplatePage /> },
  { path: '/ai-editor', access: 'signed-in', element: <EditorPage /> },
  { path: '/frame/:id', access: 'signed-in', element: <FrameArtworkPage /> },
  { path: '/frame-customizer/:id', access: 'signed-in', element: <FrameWizardPage /> },
  { path: '/cart', access: 'signed-in', element: <CartPage /> },
  { path: '/checkout', access: 'signed-in', element: <CheckoutPage /> },
  { path: '/artwork', access: 'signed-in', element: <ArtworkPage /> },
  { path: '/order-success', access: 'signed-in', element: <OrderSuccessPage /> },
  { path: '/account', access: 'signed-in', element: <AccountPage /> },
  { path: '/admin/orders', access: 'admin', element: <AdminOrdersPage /> },
];

/** The route objects of the one route table (the browser router here, a memory router at prerender). */
export const routeObjects = [
  {
    element: <Layout />,
    children: [
      ...ROUTES.map((r) => ({ path: r.path, element: <AccessGate access={r.access}>{r.element}</AccessGate> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
