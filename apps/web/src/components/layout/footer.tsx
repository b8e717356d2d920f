import { Link } from 'react-router';
import { PRODUCT_NAME } from '@decalforge/shared';
import { publicConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { Logo } from './logo';

export const DISCLAIMER = `${PRODUCT_NAME} is a fan-made tool. It is not affiliated with, endorsed by or sponsored by Psyonix, Epic Games, BakkesMod or AlphaConsole. Rocket League is a trademark of Psyonix LLC.`;

const linkClass = 'text-muted hover:text-brand';

/** Site footer (every page): logo, community links, resources, Privacy Policy, Terms of Service, Credits, disclaimer, © 2025. */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-md space-y-3">
          <Logo />
          <p className="text-sm text-muted">{DISCLAIMER}</p>
          <p className="text-sm text-muted">© 2025 {PRODUCT_NAME}. All rights reserved.</p>
        </div>
        <nav aria-label="Community" className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold">Community</h2>
          <Link to={paths.discord} className={linkClass}>
            Discord
          </Link>
          <a href={publicConfig.twitterUrl} className={linkClass} rel="noopener noreferrer" target="_blank">
            X / Twitter
          </a>
          <a href={publicConfig.youtubeUrl} className={linkClass} rel="noopener noreferrer" target="_blank">
            YouTube
          </a>
          <Link to={paths.contest} className={linkClass}>
            Decal Contest
          </Link>
          <Link to={paths.creatorPilot} className={linkClass}>
            Creator Pilot
          </Link>
        </nav>
        <nav aria-label="Resources" className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold">Resources</h2>
          <Link to={paths.installation} className={linkClass}>
            Installation guide
          </Link>
          <Link to={paths.blog} className={linkClass}>
            Blog
          </Link>
          <Link to={paths.pricing} className={linkClass}>
            Pricing
          </Link>
        </nav>
        <nav aria-label="Legal" className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold">Legal</h2>
          <Link to={paths.privacy} className={linkClass}>
            Privacy Policy
          </Link>
          <Link to={paths.terms} className={linkClass}>
            Terms of Service
          </Link>
          <Link to={paths.credits} className={linkClass}>
            Credits
          </Link>
        </nav>
      </div>
    </footer>
  );
}
