import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/layout/page-spinner';
import { RootLayout } from '../components/layout/root-layout';

/** Every route of docs/product-rules.md (Routes); each page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'auth', lazy: () => import('./routes/auth') },
      { path: 'create', lazy: () => import('./routes/create') },
      { path: 'account', lazy: () => import('./routes/account') },
      { path: 'pricing', lazy: () => import('./routes/pricing') },
      { path: 'contest', lazy: () => import('./routes/contest') },
      { path: 'installation', lazy: () => import('./routes/installation') },
      { path: 'discord', lazy: () => import('./routes/discord') },
      { path: 'admin', lazy: () => import('./routes/admin') },
      { path: 'blog', lazy: () => import('./routes/blog') },
      { path: 'blog/:id', lazy: () => import('./routes/blog-post') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password') },
      { path: 'creator-pilot', lazy: () => import('./routes/creator-pilot') },
      { path: 'legal/privacy', lazy: () => import('./routes/privacy') },
      { path: 'legal/tos', lazy: () => import('./routes/terms') },
      { path: 'credits', lazy: () => import('./routes/credits') },
      { path: 'billing/test-checkout', lazy: () => import('./routes/test-checkout') },
      { path: 'billing/test-portal', lazy: () => import('./routes/test-portal') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
