/** Public links used across pages (the server's config mirrors them for redirects). */
export const publicConfig = {
  discordInviteUrl: 'https://discord.gg/decalforge',
  creatorApplicationUrl: 'https://forms.gle/decalforge-creator-pilot',
  twitterUrl: 'https://x.com/decalforge',
  youtubeUrl: 'https://www.youtube.com/@decalforge',
} as const;
