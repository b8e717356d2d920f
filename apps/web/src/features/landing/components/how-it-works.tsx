import { Download, PenLine, Wand2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: PenLine,
    title: 'Describe Your Theme',
    text: 'Type what you want in plain words: "molten gold champion flames" or "neon circuit board in team blue". Then pick Octane, Fennec or Dominus.',
  },
  {
    icon: Wand2,
    title: 'AI Generation',
    text: 'We sharpen your prompt, then generate a 2048×2048 decal laid out on the body’s own texture map. Keep the ones you like, ask for more like it, or regenerate.',
  },
  {
    icon: Download,
    title: 'Download & Use',
    text: 'Download a ZIP with the decal, its Skin mask and an AlphaConsole preset. Drop the folder into DecalTextures, restart the game and pick it in the plugin menu.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-20">
      <div className="mx-auto mb-12 max-w-2xl text-center">
        <h2 id="how-title" className="mb-3 font-[family-name:var(--font-display)] text-4xl font-bold">
          How It Works
        </h2>
        <p className="text-muted">From idea to in-game decal in three steps.</p>
      </div>
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="relative rounded-[var(--radius-card)] border border-border bg-surface p-6">
            <span
              aria-hidden="true"
              className="absolute right-5 top-4 font-[family-name:var(--font-display)] text-5xl font-bold text-border"
            >
              {i + 1}
            </span>
            <s.icon aria-hidden="true" className="mb-4 h-10 w-10 rounded-lg bg-brand/15 p-2 text-brand" />
            <h3 className="mb-2 text-xl font-semibold">{s.title}</h3>
            <p className="text-muted">{s.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-center text-sm text-muted">
        New to custom decals? Read the{' '}
        <Link to={paths.installation} className="font-medium text-brand underline-offset-4 hover:underline">
          installation guide
        </Link>
        .
      </p>
    </section>
  );
}
