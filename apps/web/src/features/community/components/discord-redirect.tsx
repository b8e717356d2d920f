import { useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { publicConfig } from '../../../config/env';

/** How long the page shows before the browser is sent on (long enough to read it). */
export const DISCORD_REDIRECT_DELAY_MS = 1500;

/** 'Redirecting to Discord...' and then the community invite, with a click-here fallback. */
export function DiscordRedirect({ inviteUrl = publicConfig.discordInviteUrl }: { inviteUrl?: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(inviteUrl), DISCORD_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [inviteUrl]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Spinner className="mb-6 h-10 w-10 text-brand" label="Redirecting" />
      <h1 className="mb-3 font-[family-name:var(--font-display)] text-4xl font-bold">Redirecting to Discord...</h1>
      <p className="text-muted">
        If nothing happens,{' '}
        <a href={inviteUrl} className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong">
          click here
        </a>{' '}
        to join our community chat.
      </p>
    </section>
  );
}
