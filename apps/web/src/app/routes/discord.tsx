import { DiscordRedirect } from '../../features/community/components/discord-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(
    'Discord',
    'Join the DecalForge community chat on Discord: share decals, get install help and hear about contests first.',
  );
  return <DiscordRedirect />;
}
