import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@decalforge/shared';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { Button, buttonClass } from '../ui/button';
import { Logo } from './logo';

/** Header style changes once the page is scrolled more than this many pixels (docs/product-rules.md, Timings and sizes). */
export const HEADER_SCROLL_THRESHOLD = 50;

function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const links = [
    { to: paths.home, label: 'Home' },
    { to: paths.pricing, label: 'Pricing' },
    { to: paths.blog, label: 'Blog' },
    ...(user
      ? [
          { to: paths.create, label: 'Create' },
          { to: paths.account, label: 'Account' },
        ]
      : []),
  ];
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  /** Reports its own failure as a toast, so the buttons fire and forget it. */
  async function handleSignOut() {
    try {
      await signOut();
      toast.success(MESSAGES.auth.signOutSuccess);
      setOpen(false);
      navigate(paths.home);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Sign out failed');
    }
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn('rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand', isActive ? 'text-brand' : 'text-muted');

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 w-full transition-all duration-300',
        scrolled ? 'border-b border-border bg-bg/90 shadow-lg shadow-black/30 backdrop-blur' : 'bg-transparent',
      )}
    >
      <div className={cn('mx-auto flex max-w-7xl items-center justify-between px-4 transition-all', scrolled ? 'h-14' : 'h-18')}>
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === '/'} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          {user ? (
            <>
              <span className="max-w-56 truncate text-sm text-muted" title={user.email}>
                {user.email}
              </span>
              <Button variant="secondary" size="sm" onClick={() => void handleSignOut()}>
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <Link to={paths.auth} className={buttonClass('ghost', 'sm')}>
                Sign In
              </Link>
              <Link to={paths.signUp} className={buttonClass('primary', 'sm')}>
                Sign Up
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-text md:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      {open && <div className="fixed inset-0 top-0 z-40 bg-black/60 md:hidden" aria-hidden="true" onClick={() => setOpen(false)} />}
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        hidden={!open}
        className={cn(
          'fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] border-l border-border bg-surface p-6 shadow-2xl md:hidden',
          open && 'animate-[slidein_.2s_ease-out]',
        )}
      >
        <div className="mb-6 flex items-center justify-between">
          <span className="font-semibold">Menu</span>
          <button type="button" className="rounded-md p-2" aria-label="Close menu" onClick={() => setOpen(false)}>
            <X aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === '/'} className={linkClass} onClick={() => setOpen(false)}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-6 flex flex-col gap-3 border-t border-border pt-6">
          {user ? (
            <>
              <span className="truncate text-sm text-muted">{user.email}</span>
              <Button variant="secondary" onClick={() => void handleSignOut()}>
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <Link to={paths.auth} className={buttonClass('secondary')} onClick={() => setOpen(false)}>
                Sign In
              </Link>
              <Link to={paths.signUp} className={buttonClass('primary')} onClick={() => setOpen(false)}>
                Sign Up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
