import {
  AlertTriangle,
  ArrowLeft,
  FolderOpen,
  Gamepad2,
  Keyboard,
  Package,
  Puzzle,
  ShieldAlert,
  Trash2,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CAR_BODY_INFO } from '@decalforge/shared';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export const ALPHACONSOLE_PLUGIN_ID = 108;
export const ALPHACONSOLE_INSTALL_URL = `bakkesmod://install/${ALPHACONSOLE_PLUGIN_ID}`;
export const DECAL_TEXTURES_PATH = String.raw`%APPDATA%\bakkesmod\bakkesmod\data\acplugin\DecalTextures`;

function Code({ children }: { children: ReactNode }) {
  return <code className="[overflow-wrap:anywhere] rounded bg-surface-2 px-1.5 py-0.5 font-mono text-sm text-accent">{children}</code>;
}

function Step({ id, n, icon: Icon, title, children }: { id: string; n?: number; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-[var(--radius-card)] border border-border bg-surface p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 flex items-center gap-3 font-[family-name:var(--font-display)] text-2xl font-bold">
        <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand" />
        {n !== undefined && <span className="text-brand">Step {n}:</span>} {title}
      </h2>
      <div className="space-y-3 text-muted [&_strong]:text-text">{children}</div>
    </section>
  );
}

const QUICK_START = [
  'Launch Rocket League with Easy Anti-Cheat off (offline play only, see below).',
  'Install BakkesMod and the AlphaConsole plugin (plugin 108).',
  'Copy the decal folder from your DecalForge ZIP into the DecalTextures folder.',
  'Restart the game, press F2, open AlphaConsole from the plugin menu and pick your decal under Cosmetics.',
];

const TROUBLESHOOTING: { problem: string; fix: ReactNode }[] = [
  {
    problem: 'The decal does not show on my car',
    fix: (
      <>
        The decal you have equipped in the garage must match the <Code>SkinID</Code> in the pack's JSON. DecalForge packs use{' '}
        <Code>"SkinID": 0</Code>, which means <strong>no in-game decal</strong>: set the decal slot to None.
      </>
    ),
  },
  {
    problem: 'Nothing happens for one car',
    fix: (
      <>
        The body must match: an Octane pack (<Code>BodyID {CAR_BODY_INFO.octane.bodyId}</Code>) only shows on the Octane, Fennec is{' '}
        <Code>{CAR_BODY_INFO.fennec.bodyId}</Code>, Dominus <Code>{CAR_BODY_INFO.dominus.bodyId}</Code>. Hitbox-mates do not share textures.
      </>
    ),
  },
  {
    problem: 'My new pack is not in the list',
    fix: (
      <>
        Restart the game after adding packs. Check that each car folder holds exactly one <Code>.json</Code> file and that the PNG names in
        it match the files next to it.
      </>
    ),
  },
  {
    problem: '"Mod is out of date, waiting for an update"',
    fix: (
      <>
        In the BakkesMod window open Settings and untick “Enable safe mode”. After a game patch AlphaConsole may also need its own update;
        until then, wait.
      </>
    ),
  },
  {
    problem: 'Colours look wrong after I edited the mask',
    fix: (
      <>
        Many editors save fully transparent red as transparent black, which changes what the Skin mask means. Export with “keep colour of
        transparent pixels” (or re-download the original <Code>Mask.png</Code>).
      </>
    ),
  },
  {
    problem: 'My friends cannot see my decal',
    fix: <>That is expected: custom textures are drawn only on your own screen.</>,
  },
];

const PATHS: { what: string; path: string }[] = [
  { what: 'Car decals', path: DECAL_TEXTURES_PATH },
  { what: 'AlphaConsole data', path: String.raw`%APPDATA%\bakkesmod\bakkesmod\data\acplugin` },
  { what: 'BakkesMod plugin list', path: String.raw`%APPDATA%\bakkesmod\bakkesmod\cfg\plugins.cfg` },
  {
    what: 'Older BakkesMod installs',
    path: String.raw`<Steam>\steamapps\common\rocketleague\Binaries\Win64\bakkesmod\data\acplugin\DecalTextures`,
  },
];

/** /installation: from a downloaded ZIP to a decal in game, with troubleshooting and an honest EAC note. */
export function InstallationGuide() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to={paths.create} className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-brand">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Create
      </Link>
      <header className="mb-8 mt-6">
        <h1 className="mb-3 font-[family-name:var(--font-display)] text-4xl font-bold sm:text-5xl">Installation Guide</h1>
        <p className="text-lg text-muted">
          How to get your DecalForge decal into Rocket League on PC with BakkesMod and the AlphaConsole plugin.
        </p>
      </header>

      <aside aria-labelledby="eac-note" className="mb-8 flex gap-3 rounded-[var(--radius-card)] border border-accent/50 bg-accent/10 p-5">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-accent" />
        <div>
          <h2 id="eac-note" className="font-semibold text-text">
            Offline only since 28 April 2026
          </h2>
          <p className="text-sm text-muted">
            Rocket League on PC now runs Easy Anti-Cheat, which blocks BakkesMod. Custom decals work in offline modes only (freeplay,
            training, local matches, replays).{' '}
            <a href="#easy-anti-cheat" className="font-medium text-accent underline underline-offset-4">
              What this means
            </a>
          </p>
        </div>
      </aside>

      <section aria-labelledby="quick-start" className="mb-8 rounded-[var(--radius-card)] border border-brand/50 bg-surface p-6">
        <h2 id="quick-start" className="mb-4 font-[family-name:var(--font-display)] text-2xl font-bold">
          Quick Start
        </h2>
        <ol className="list-decimal space-y-2 pl-5 text-muted marker:font-semibold marker:text-brand">
          {QUICK_START.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>

      <div className="space-y-6">
        <Step id="bakkesmod" n={1} icon={Package} title="Install BakkesMod">
          <p>
            BakkesMod is the mod loader that AlphaConsole runs inside. Download the Windows installer from the official BakkesMod website,
            run it, and start BakkesMod <strong>before</strong> the game. The BakkesMod window shows whether it is injected.
          </p>
          <p>
            Reports say BakkesMod is no longer actively developed and only works with Easy Anti-Cheat off. If you already have it installed,
            it still works offline.
          </p>
        </Step>

        <Step id="alphaconsole" n={2} icon={Puzzle} title="Install the AlphaConsole plugin (plugin 108)">
          <p>With BakkesMod running, open this link; BakkesMod asks to install the plugin:</p>
          <p>
            <a href={ALPHACONSOLE_INSTALL_URL} className={buttonClass('outline', 'sm')}>
              Install AlphaConsole ({ALPHACONSOLE_INSTALL_URL})
            </a>
          </p>
          <p>
            If the link does nothing, install plugin <strong>{ALPHACONSOLE_PLUGIN_ID}</strong> from BakkesMod's plugin manager. Afterwards
            AlphaConsole is listed in <Code>plugins.cfg</Code> and its folder <Code>acplugin</Code> appears under BakkesMod's data folder.
          </p>
        </Step>

        <Step id="files" n={3} icon={FolderOpen} title="Put your decal in the DecalTextures folder">
          <p>
            Press <kbd className="rounded border border-border px-1">Win</kbd> + <kbd className="rounded border border-border px-1">R</kbd>,
            paste the path below and press Enter:
          </p>
          <p>
            <Code>{DECAL_TEXTURES_PATH}</Code>
          </p>
          <p>
            Extract your ZIP. It holds one decal folder (e.g. <Code>DecalForge_gold-flames_K3ZT</Code>) with <Code>readme.txt</Code>,{' '}
            <Code>manifest.json</Code> and one folder per car. Copy the whole decal folder into <Code>DecalTextures</Code>, so you end up
            with <Code>DecalTextures\DecalForge_gold-flames_K3ZT\Octane\decal.json</Code> next to <Code>decal.png</Code>,{' '}
            <Code>Mask.png</Code> and the other PNG files.
          </p>
          <p>
            <strong>Keep exactly one JSON per car folder.</strong> AlphaConsole reads every <Code>.json</Code> it finds, so never put a
            second JSON file in a car folder. The decal names inside the JSON must be unique across all your packs; DecalForge adds a time
            code so they are.
          </p>
        </Step>

        <Step id="in-game" n={4} icon={Keyboard} title="Enable it in game (F2, F5)">
          <ol className="list-decimal space-y-2 pl-5">
            <li>Start BakkesMod, then launch Rocket League with Easy Anti-Cheat off.</li>
            <li>In the garage, pick the car body the pack was made for and set its decal slot to None.</li>
            <li>
              Press <kbd className="rounded border border-border px-1">F2</kbd> to open BakkesMod. Open the AlphaConsole menu from
              BakkesMod's plugin menu; some setups bind it to <kbd className="rounded border border-border px-1">F5</kbd>.
            </li>
            <li>
              In the AlphaConsole window, open the Cosmetics tab, choose the car body and select your decal (grouped under DecalForge).
            </li>
          </ol>
        </Step>

        <Step id="troubleshooting" icon={Wrench} title="Troubleshooting">
          <dl className="space-y-4">
            {TROUBLESHOOTING.map((t) => (
              <div key={t.problem} className="rounded-lg bg-surface-2 p-4">
                <dt className="font-semibold text-text">{t.problem}</dt>
                <dd className="mt-1">{t.fix}</dd>
              </div>
            ))}
          </dl>
        </Step>

        <Step id="uninstall" icon={Trash2} title="Uninstall">
          <p>
            To remove a decal, close the game and delete its folder from <Code>DecalTextures</Code>. To remove AlphaConsole, uninstall it
            from BakkesMod's plugin manager. To remove BakkesMod, use Windows' “Add or remove programs” and delete{' '}
            <Code>%APPDATA%\bakkesmod</Code> if you want your settings gone too.
          </p>
        </Step>

        <Step id="paths" icon={FolderOpen} title="Default paths">
          <dl className="space-y-3">
            {PATHS.map((p) => (
              <div key={p.what}>
                <dt className="font-semibold text-text">{p.what}</dt>
                <dd>
                  <Code>{p.path}</Code>
                </dd>
              </div>
            ))}
          </dl>
        </Step>

        <Step id="easy-anti-cheat" icon={ShieldAlert} title="Easy Anti-Cheat: what changed">
          <p>
            On <strong>28 April 2026</strong> Rocket League on PC turned on Easy Anti-Cheat (EAC). BakkesMod works by injecting into the
            game process, and EAC blocks that. AlphaConsole runs inside BakkesMod, so it is affected the same way.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              You can still launch without EAC (the <Code>-noeac</Code> launch option, or the launcher's EAC-off choice), but only{' '}
              <strong>offline</strong> modes work: freeplay, training, local matches and replays.
            </li>
            <li>Online matches require EAC, so BakkesMod and AlphaConsole decals cannot be used there.</li>
            <li>Never try to get around anti-cheat: it risks your account.</li>
            <li>
              Some newer community tools swap game files instead of injecting and can import AlphaConsole-format packs. We have not verified
              whether they are safe to use online, so we do not recommend them.
            </li>
          </ul>
          <p>Your DecalForge downloads stay in the standard AlphaConsole format, so they keep working wherever that format is supported.</p>
        </Step>
      </div>

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.create} className={buttonClass('primary', 'lg')}>
          <Gamepad2 aria-hidden="true" className="h-5 w-5" /> Create Your Decal
        </Link>
        <Link to={paths.home} className={buttonClass('secondary', 'lg')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
