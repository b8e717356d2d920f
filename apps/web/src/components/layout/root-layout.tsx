import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster theme="dark" richColors position="top-right" closeButton />
      <ScrollRestoration />
    </div>
  );
}
