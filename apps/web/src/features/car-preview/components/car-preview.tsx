import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CAR_BODY_INFO, CHASSIS_INFO, FINISH_INFO, type CarBody, type Chassis, type Finish } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { isPreviewBody } from '../lib/car-geometry';
import { startDecalLoad } from '../lib/decal-pixels';
import type { CarScene } from '../lib/car-scene';
import { TEAMS, TEAM_COLORS, type Team } from '../lib/team-paint';
import { hasWebGL2, prefersReducedMotion } from '../lib/webgl-support';
import { CarPreviewFallback } from './car-preview-fallback';

export interface CarPreviewProps {
  body: CarBody;
  /** The decal PNG (same origin or signed link). */
  imageUrl: string;
  /** Approximated by the material (matte, anodized = metallic and pearlescent, animated = glossy with a moving sheen). */
  finish?: Finish;
  /** Approximated by the underbody and rims (DecalForge Dark: near-black; none: plain grey and silver). */
  chassis?: Chassis;
}

type Status = 'loading' | 'ready' | 'fallback';

const STEP = Math.PI / 12;
const KEY_TURNS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP / 2],
  ArrowDown: [0, STEP / 2],
};

/**
 * The decal on an approximate 3D body (three.js, loaded on first use), with orbit by mouse,
 * touch and arrow keys, a reset and a team switch; the flat texture with named regions where
 * WebGL is missing. The box's height is fixed before anything loads (no layout shift).
 */
export function CarPreview({ body, imageUrl, finish, chassis }: CarPreviewProps) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const sceneRef = useRef<CarScene | null>(null);
  const [status, setStatus] = useState<Status>(() => (isPreviewBody(body) && hasWebGL2() ? 'loading' : 'fallback'));
  const [team, setTeam] = useState<Team>('blue');
  const [fullTexture, setFullTexture] = useState(false);
  const teamRef = useRef(team);
  teamRef.current = team;
  const hintId = useId();
  const bodyName = CAR_BODY_INFO[body]?.name ?? body;

  const wantsScene = status !== 'fallback';
  useEffect(() => {
    if (!wantsScene || !isPreviewBody(body)) return;
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let created: CarScene | null = null;
    const started = performance.now();
    // fetch and decode the decal while the three.js chunk resolves
    const decal = startDecalLoad(imageUrl);
    void import('../lib/car-scene')
      .then(({ createCarScene }) => {
        performance.measure('car-preview:chunk', { start: started, end: performance.now() });
        return createCarScene({
          host,
          body,
          decal,
          finish,
          chassis,
          team: teamRef.current,
          reducedMotion: prefersReducedMotion(),
          onContextLost: () => {
            console.warn('3D preview lost its WebGL context, showing the flat texture');
            setStatus('fallback');
          },
          onFullTexture: () => {
            if (!cancelled) setFullTexture(true);
          },
        });
      })
      .then((scene) => {
        if (cancelled) {
          scene.dispose();
          return;
        }
        created = scene;
        sceneRef.current = scene;
        // time from mounting (the result just arrived) to the first frame on screen, for bench and tests
        performance.measure('car-preview:first-frame', { start: started, end: performance.now() });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('3D preview unavailable, showing the flat texture', error);
        if (!cancelled) setStatus('fallback');
      });
    return () => {
      cancelled = true;
      created?.dispose();
      sceneRef.current = null;
      setFullTexture(false);
    };
  }, [body, imageUrl, finish, chassis, wantsScene]);

  const chooseTeam = (t: Team) => {
    setTeam(t);
    sceneRef.current?.setTeam(t);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const turn = KEY_TURNS[e.key];
    if (!turn || !sceneRef.current) return;
    e.preventDefault();
    sceneRef.current.rotate(turn[0], turn[1]);
  };

  const fallback = status === 'fallback';
  return (
    <section
      className="border-t border-border"
      aria-label={`3D preview on the ${bodyName}`}
      data-testid="car-preview"
      data-status={status}
      data-team={team}
      data-texture={fullTexture ? 'full' : 'first'}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-3">
        <h3 className="text-sm font-semibold">
          {fallback ? 'Regions' : '3D preview'} <span className="font-normal text-muted">· Approximate shape</span>
          {!fallback && finish && FINISH_INFO[finish] && (
            <span className="font-normal text-muted"> · {FINISH_INFO[finish].name} finish (approximate)</span>
          )}
          {!fallback && chassis && CHASSIS_INFO[chassis] && (
            <span className="font-normal text-muted">
              {' '}
              · {chassis === 'none' ? 'default chassis' : `${CHASSIS_INFO[chassis].name} chassis`}
            </span>
          )}
        </h3>
        {!fallback && (
          <div className="flex items-center gap-2">
            <div role="group" aria-label="Team colour" className="inline-flex overflow-hidden rounded-lg border border-border">
              {TEAMS.map((t) => (
                <button
                  key={t}
                  type="button"
                  aria-pressed={team === t}
                  onClick={() => chooseTeam(t)}
                  disabled={status !== 'ready'}
                  className={cn(
                    'flex h-8 items-center gap-1.5 px-2.5 text-xs capitalize',
                    team === t ? 'bg-surface-2 font-semibold text-text' : 'text-muted hover:text-text',
                  )}
                >
                  <span className="h-2.5 w-2.5 rounded-full" style={{ background: TEAM_COLORS[t] }} aria-hidden />
                  {t}
                </button>
              ))}
            </div>
            <Button variant="ghost" size="sm" onClick={() => sceneRef.current?.resetView()} disabled={status !== 'ready'}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              Reset view
            </Button>
          </div>
        )}
      </div>
      <div className="p-4 pt-2">
        <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-[#14161c]">
          {fallback ? (
            <CarPreviewFallback body={body} imageUrl={imageUrl} />
          ) : (
            <div
              role="application"
              tabIndex={0}
              aria-label={`Decal on an approximate ${bodyName} shape`}
              aria-describedby={hintId}
              onKeyDown={onKeyDown}
              className="absolute inset-0 touch-none outline-none focus-visible:ring-2 focus-visible:ring-brand"
            >
              {/* the scene puts its canvas here: a warm renderer's canvas is reused between previews */}
              <div ref={hostRef} className="absolute inset-0" />
              {status === 'loading' && (
                <div className="absolute inset-0 flex items-center justify-center text-sm text-muted" aria-hidden>
                  Loading 3D preview…
                </div>
              )}
            </div>
          )}
        </div>
        {!fallback && (
          <p id={hintId} className="mt-2 text-xs text-muted">
            Drag or swipe to turn it, pinch or scroll to zoom; arrow keys turn it when focused.
          </p>
        )}
      </div>
    </section>
  );
}
