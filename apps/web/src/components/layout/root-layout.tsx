import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {/* Bottom corner: toasts never cover the sticky header's e-mail and Sign Out; on a phone they span the width above the bottom edge. */}
      <Toaster theme="dark" richColors position="bottom-right" closeButton offset={16} mobileOffset={{ bottom: 12, left: 12, right: 12 }} />
      <ScrollRestoration />
    </div>
  );
}
