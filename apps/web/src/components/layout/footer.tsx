import { Link } from 'react-router';
import { PRODUCT_NAME } from '@decalforge/shared';
import { publicConfig } from '../../config/env';
import { paths } from '../../config/paths';

export const DISCLAIMER = `${PRODUCT_NAME} is a fan-made tool. It is not affiliated with, endorsed by or sponsored by Psyonix, Epic Games, BakkesMod or AlphaConsole. Rocket League is a trademark of Psyonix LLC.`;

export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-surface/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-md space-y-2">
          <p className="font-semibold">{PRODUCT_NAME}</p>
          <p className="text-sm text-muted">{DISCLAIMER}</p>
          <p className="text-sm text-muted">© 2025 {PRODUCT_NAME}</p>
        </div>
        <nav aria-label="Community" className="flex flex-col gap-2 text-sm">
          <span className="font-semibold">Community</span>
          <Link to={paths.discord} className="text-muted hover:text-brand">Discord</Link>
          <a href={publicConfig.twitterUrl} className="text-muted hover:text-brand" rel="noopener noreferrer" target="_blank">X / Twitter</a>
          <a href={publicConfig.youtubeUrl} className="text-muted hover:text-brand" rel="noopener noreferrer" target="_blank">YouTube</a>
        </nav>
        <nav aria-label="Legal" className="flex flex-col gap-2 text-sm">
          <span className="font-semibold">Legal</span>
          <Link to={paths.privacy} className="text-muted hover:text-brand">Privacy Policy</Link>
          <Link to={paths.terms} className="text-muted hover:text-brand">Terms of Service</Link>
          <Link to={paths.installation} className="text-muted hover:text-brand">Installation guide</Link>
        </nav>
      </div>
    </footer>
  );
}
