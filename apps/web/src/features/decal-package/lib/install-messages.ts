/** Texts of the extra package actions (the download texts of docs/product-rules.md live in MESSAGES.download). */
export const PACKAGE_ACTION_TEXT = {
  allBodies: 'Download for all bodies',
  allBodiesBusy: 'Packaging all bodies...',
  installToFolder: 'Install to folder',
  installBusy: 'Installing...',
  installHint: 'Pick your DecalTextures folder (%APPDATA%\\bakkesmod\\bakkesmod\\data\\acplugin\\DecalTextures).',
  installed: (folder: string) => `Decal installed to ${folder}`,
  templateJson: 'Template.json (also works with ALXS-RL-Mod)',
  templateJsonHint: 'Names the preset in each car folder Template.json instead of decal.json. AlphaConsole reads either.',
} as const;
