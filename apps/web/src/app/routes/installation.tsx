import { InstallationGuide } from '../../features/installation/components/installation-guide';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(
    'Installation Guide',
    'Install a DecalForge decal with BakkesMod and AlphaConsole: folders, in-game steps, troubleshooting and what Easy Anti-Cheat changed.',
  );
  return <InstallationGuide />;
}
