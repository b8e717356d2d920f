import { BookOpen, Lightbulb, Newspaper, Sparkles, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface PostCoverProps {
  image?: string;
  eager?: boolean;
  /** Seeds the decorative cover of a post without an image. */
  seed?: string;
  tag?: string;
  className?: string;
}

const TAG_ICONS: Record<string, LucideIcon> = { guides: BookOpen, tips: Lightbulb, news: Newspaper };

/** Brand-coloured pairs for covers of posts without an image. */
const PALETTES: readonly (readonly [string, string])[] = [
  ['#ff6b35', '#004e89'],
  ['#2f8fff', '#ffd23f'],
  ['#8b5cf6', '#ff6b35'],
  ['#14b8a6', '#2f8fff'],
];

function pick(seed: string): readonly [string, string] {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) % 9973;
  return PALETTES[h % PALETTES.length];
}

/** The post image, or a decorative gradient (stable per post) when a post has none. */
export function PostCover({ image, eager = false, seed = '', tag, className }: PostCoverProps) {
  if (image) {
    return (
      <img
        src={image}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        className={cn('aspect-[1200/630] w-full object-cover', className)}
      />
    );
  }
  const [a, b] = pick(seed);
  const Icon = TAG_ICONS[tag?.toLowerCase() ?? ''] ?? Sparkles;
  return (
    <div
      aria-hidden="true"
      data-testid="post-cover-placeholder"
      className={cn('flex aspect-[1200/630] w-full items-center justify-center', className)}
      style={{
        backgroundImage: [
          'radial-gradient(circle at 1px 1px, rgb(255 255 255 / 0.07) 1px, transparent 0)',
          `radial-gradient(circle at 80% 15%, ${a}99, transparent 55%)`,
          `radial-gradient(circle at 10% 100%, ${b}aa, transparent 60%)`,
          'linear-gradient(135deg, #1a2238, #0b0f1a)',
        ].join(', '),
        backgroundSize: '24px 24px, auto, auto',
      }}
    >
      <Icon className="h-14 w-14 text-white/80 drop-shadow-[0_0_16px_rgb(0_0_0_/_0.6)]" />
    </div>
  );
}
