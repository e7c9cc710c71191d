import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Layout } from './layout';
import { AccessGate, type Access } from './access';
import { HomePage } from '../features/home/home-page';
import { WelcomePage } from '../features/welcome/welcome-page';
import { TemplateDetailPage } from '../features/templates/template-detail-page';
import { LoginPage } from '../features/auth/login-page';
import { SignUpPage } from '../features/auth/sign-up-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { PolicyPage } from '../features/home/policy-page';
import { OutboxPage } from '../features/dev/outbox-page';
import { AccountPage } from '../features/account/account-page';
import { CartPage } from '../features/checkout/cart-page';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { ArtworkPage } from '../features/artwork/artwork-page';
import { OrderSuccessPage } from '../features/order-success/order-success-page';
import { NotFound } from '../features/placeholders/not-found';
import { UploadTemplatePage } from '../features/admin/upload-template-page';
import { TemplatePromptPage } from '../features/admin/template-prompt-page';
import { AdminOrdersPage } from '../features/admin/admin-orders-page';
import { TokensPage } from '../features/tokens/tokens-page';
import { FrameWizardPage } from '../features/framing/frame-wizard-page';
import { FrameArtworkPage } from '../features/framing/frame-artwork-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { OrderPage } from '../features/order/order-page';
import { LibraryPage } from '../features/library/library-page';
import { EditorPage } from '../features/editor/editor-page';
import { WhiteBackgroundPage } from '../features/white-background/white-background-page';

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

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...ROUTES.map((r) => ({ path: r.path, element: <AccessGate access={r.access}>{r.element}</AccessGate> })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
