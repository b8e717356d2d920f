import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { CAR_BODY_INFO, DECAL_SIZE, ENABLED_CAR_BODIES } from '@decalforge/shared';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useParallax } from '../hooks/use-parallax';

/** The bodies players can pick, from the catalogue. */
const BODIES = ENABLED_CAR_BODIES.map((b) => CAR_BODY_INFO[b].name).join(' · ');

/** Landing hero: parallax background art (preloaded in index.html) and the two calls to action. */
export function Hero({ signedIn }: { signedIn: boolean }) {
  const bgRef = useParallax<HTMLDivElement>();
  return (
    <section aria-labelledby="hero-title" className="relative isolate -mt-18 overflow-hidden">
      <div ref={bgRef} className="absolute inset-0 -z-10 will-change-transform" data-testid="hero-parallax">
        <picture>
          <source srcSet="/hero.avif" type="image/avif" />
          <img
            src="/hero.png"
            alt=""
            width={1600}
            height={900}
            fetchPriority="high"
            decoding="async"
            className="h-full w-full object-cover object-[70%_50%]"
          />
        </picture>
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-bg/40 via-bg/30 to-bg md:from-bg/10 md:via-transparent"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-bg/55 md:bg-transparent md:bg-gradient-to-r md:from-bg/85 md:via-bg/40 md:to-transparent"
      />
      <div className="mx-auto flex min-h-[88vh] max-w-7xl flex-col justify-center px-4 pb-20 pt-32 md:min-h-[92vh]">
        <div className="max-w-2xl">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-brand/40 bg-bg/70 px-3 py-1 text-sm font-semibold text-brand">
            <Sparkles aria-hidden="true" className="h-4 w-4" /> AI decals for Rocket League on PC
          </p>
          <h1
            id="hero-title"
            className="mb-5 font-[family-name:var(--font-display)] text-4xl font-bold leading-[1.05] tracking-tight min-[400px]:text-5xl sm:text-6xl lg:text-7xl"
          >
            Forge your own <span className="text-gradient">custom car decals</span> in seconds
          </h1>
          <p className="mb-8 max-w-xl text-lg text-text/90 sm:text-xl">
            Describe a theme, pick your car body and download a {DECAL_SIZE}×{DECAL_SIZE} decal packaged for the AlphaConsole plugin.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={signedIn ? paths.create : paths.signUp} className={buttonClass('primary', 'lg')}>
              Get Started Free <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link to={paths.pricing} className={buttonClass('secondary', 'lg')}>
              View Pricing
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted" aria-label="Highlights">
            <li>{BODIES}</li>
            <li>
              {DECAL_SIZE}×{DECAL_SIZE} PNG
            </li>
            <li>AlphaConsole-ready ZIP</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
