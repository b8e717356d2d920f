import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CAR_BODY_INFO,
  DEFAULT_CAR_BODY,
  DEFAULT_CHASSIS,
  DEFAULT_FINISH,
  MESSAGES,
  isProLevel,
  limitReachedMessage,
  type CarBody,
  type GenerateRequestBody,
  type JobDetails,
} from '@decalforge/shared';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { jobImageUrl } from '../api/get-job';
import { uploadLogo } from '../api/upload-logo';
import { useGeneration, type GenerationKind } from '../hooks/use-generation';
import { useKeepVariants } from '../hooks/use-keep-variants';
import { readStored, useLocalStorageState, writeStored } from '../hooks/use-local-storage-state';
import type { Variant } from '../types';
import { buildJobRequest, parseSeed } from '../utils/build-job-request';
import { generationErrorMessage } from '../utils/generation-error';
import { isAtLimit } from '../utils/quota-display';
import { initialSettings, settingsReducer } from '../utils/settings-reducer';
import { STORAGE_KEYS } from '../utils/storage-keys';
import { bodyCodec, chassisCodec, finishCodec, promptCodec, variantsCodec } from '../utils/stored-values';
import { validateLogoFile } from '../utils/validate-logo';
import { BodyPicker } from './body-picker';
import { GeneratePanel } from './generate-panel';
import { GenerationProgress } from './generation-progress';
import { OptionalSettings } from './optional-settings';
import { PromptField } from './prompt-field';
import { ResultsGrid } from './results-grid';

export interface CreatePageProps {
  /** Builds and downloads the ZIP package for a variant (supplied by the route). */
  onDownload?: (variant: Variant) => void;
  /** The variant whose package is being built ("Downloading..."). */
  downloadingId?: string | null;
  /** Extra actions under each variant (the route adds the package actions). */
  renderVariantExtras?: (variant: Variant) => ReactNode;
  /** Renders a variant's preview under its flat texture (the route adds the 3D preview). */
  renderVariantPreview?: (variant: Variant) => ReactNode;
}

const NO_VARIANTS: Variant[] = [];
const LOGO_STILL_UPLOADING = 'Your logo is still uploading. Generate again when it is ready.';

function variantFromJob(job: JobDetails, request: GenerateRequestBody, prompt: string): Variant {
  const url = jobImageUrl(job.id);
  const s = job.settings;
  return {
    variantId: job.id,
    thumbnailUrl: url,
    texturePngUrl: url,
    meta: {
      prompt,
      improvedPrompt: request.improvedPrompt,
      // The settings the server rendered (after its plan rules), not what this page asked for.
      carBody: s.carBody,
      finish: s.finish,
      chassis: s.chassis,
      seed: s.seed,
      variationStrength: s.variationStrength,
      logo: s.logo ? { id: s.logo.id, mode: s.logo.mode } : null,
      createdAt: job.createdAt,
    },
  };
}

/** The Create page (docs/product-rules.md, Create page): prompt, body, Pro settings, generation with live progress, and results. */
export function CreatePage({ onDownload, downloadingId = null, renderVariantExtras, renderVariantPreview }: CreatePageProps) {
  useDocumentTitle('Create', 'Describe a decal, pick your car body and generate a Rocket League decal.');
  const { profile, refreshProfile } = useAuth();
  const navigate = useNavigate();
  const isPro = isProLevel(profile.plan);
  const atLimit = isAtLimit(profile);

  const [prompt, setPrompt, removePrompt] = useLocalStorageState(STORAGE_KEYS.prompt, '', promptCodec);
  const [body, setBody] = useLocalStorageState<CarBody>(STORAGE_KEYS.body, DEFAULT_CAR_BODY, bodyCodec);
  const [variants, setVariants, removeVariants] = useLocalStorageState(STORAGE_KEYS.variants, NO_VARIANTS, variantsCodec);
  const [settings, dispatch] = useReducer(settingsReducer, undefined, () =>
    initialSettings({
      finish: readStored(STORAGE_KEYS.finish, finishCodec) ?? DEFAULT_FINISH,
      chassis: readStored(STORAGE_KEYS.chassis, chassisCodec) ?? DEFAULT_CHASSIS,
    }),
  );
  useEffect(() => {
    writeStored(STORAGE_KEYS.finish, settings.finish, finishCodec);
  }, [settings.finish]);
  useEffect(() => {
    writeStored(STORAGE_KEYS.chassis, settings.chassis, chassisCodec);
  }, [settings.chassis]);

  // The logo preview's object URL is released when it is replaced or the page closes.
  const previewUrl = settings.logo?.previewUrl;
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const generation = useGeneration();
  const keep = useKeepVariants();

  function pickBody(id: CarBody) {
    const info = CAR_BODY_INFO[id];
    if (info.proOnly && !isPro) {
      toast.error(MESSAGES.create.universalNeedsPro);
      return;
    }
    if (!info.enabled) {
      toast.info(MESSAGES.create.comingSoon);
      return;
    }
    setBody(id);
  }

  // The upload in flight: replaced or removed logos cancel theirs.
  const logoUpload = useRef<AbortController | null>(null);
  useEffect(() => () => logoUpload.current?.abort(), []);

  function onLogoFile(file: File) {
    const error = validateLogoFile(file);
    if (error) {
      toast.error(error);
      return;
    }
    logoUpload.current?.abort();
    const controller = new AbortController();
    logoUpload.current = controller;
    const previewUrl = URL.createObjectURL(file);
    dispatch({
      type: 'setLogo',
      logo: { name: file.name, size: file.size, type: file.type, previewUrl, status: 'uploading', progress: 0 },
    });
    uploadLogo(file, (fraction) => dispatch({ type: 'logoProgress', previewUrl, progress: fraction * 100 }), controller.signal).then(
      (logo) => dispatch({ type: 'logoUploaded', previewUrl, id: logo.id }),
      (e: unknown) => {
        if (e instanceof DOMException && e.name === 'AbortError') return;
        const message = e instanceof Error && e.message ? e.message : MESSAGES.create.logoUploadFailed;
        dispatch({ type: 'logoFailed', previewUrl, error: message });
        toast.error(message);
      },
    );
  }

  function clearLogo() {
    logoUpload.current?.abort();
    logoUpload.current = null;
    dispatch({ type: 'clearLogo' });
  }

  function clearAll() {
    if (!window.confirm(MESSAGES.create.clearConfirm)) return;
    removePrompt();
    removeVariants();
  }

  async function generate(kind: GenerationKind, parent?: Variant) {
    if (generation.isGenerating) return;
    const text = (kind === 'new' ? prompt : prompt || parent?.meta?.prompt || variants[0]?.meta?.prompt || '').trim();
    if (!text) {
      toast.error(MESSAGES.create.emptyPrompt);
      return;
    }
    if (isPro && settings.logo && settings.logo.status !== 'ready') {
      toast.error(settings.logo.status === 'uploading' ? LOGO_STILL_UPLOADING : (settings.logo.error ?? MESSAGES.create.logoUploadFailed));
      return;
    }
    if (isPro && kind === 'new') {
      const seed = parseSeed(settings.seed);
      if ('error' in seed) {
        toast.error(seed.error);
        return;
      }
    }
    // The quota is checked before anything is announced: at the limit, More Like This and
    // Regenerate All say so at once instead of "Generating similar variants..." then the error.
    if (atLimit) {
      toast.error(limitReachedMessage(profile.plan));
      navigate(paths.pricing);
      return;
    }
    if (kind === 'similar') toast.info(MESSAGES.create.similar);
    const carBody = (kind === 'similar' && parent?.meta?.carBody) || body;
    try {
      const { job, request } = await generation.run({
        kind,
        prompt: text,
        buildRequest: (improvedPrompt) =>
          buildJobRequest({
            plan: profile.plan,
            prompt: text,
            improvedPrompt,
            carBody,
            settings,
            parentJobId: kind === 'similar' ? parent?.variantId : undefined,
            newSeed: kind !== 'new',
          }),
        onImproveFailed: (e) =>
          toast.error(e instanceof Error && e.message ? e.message : MESSAGES.create.improveFailed, {
            description: MESSAGES.create.improveFallback,
          }),
      });
      setVariants([variantFromJob(job, request, text)]);
      toast.success(MESSAGES.create.generateSuccess);
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      toast.error(generationErrorMessage(e));
      if (e instanceof ApiError && e.status === 402) navigate(paths.pricing);
    } finally {
      void refreshProfile();
    }
  }

  const busy = generation.isGenerating;
  const showClear = prompt.length > 0 || variants.length > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="mb-6 sm:mb-8">
        <h1 className="font-[family-name:var(--font-display)] text-4xl font-bold sm:text-5xl">
          <span className="text-gradient">Create</span>
        </h1>
        <p className="mt-2 max-w-2xl text-muted">
          Describe a theme, pick your car body and get a 2048×2048 decal ready for AlphaConsole.{' '}
          <Link to={paths.installation} className="text-brand underline underline-offset-2 hover:text-brand-strong">
            How to install
          </Link>
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-8">
        <Card className="space-y-6 p-4 sm:p-6">
          <BodyPicker value={body} onPick={pickBody} disabled={busy} />
          <PromptField
            value={prompt}
            onChange={setPrompt}
            onSubmit={() => void generate('new')}
            showClear={showClear}
            onClear={clearAll}
            disabled={busy}
          />
          <OptionalSettings
            isPro={isPro}
            state={settings}
            dispatch={dispatch}
            onLocked={() => {
              navigate(paths.pricing);
            }}
            onLogoFile={onLogoFile}
            onClearLogo={clearLogo}
          />
          <GeneratePanel
            plan={profile.plan}
            used={profile.monthlyUsage}
            bonusCredits={profile.bonusCredits}
            atLimit={atLimit}
            generating={busy}
            promptEmpty={prompt.length === 0}
            onGenerate={() => void generate('new')}
          />
        </Card>
        <div className="space-y-6">
          {generation.progress && <GenerationProgress progress={generation.progress} />}
          {variants.length > 0 ? (
            <ResultsGrid
              variants={variants}
              keptIds={keep.keptIds}
              keepBusyIds={keep.busyIds}
              loading={busy}
              onToggleKeep={(v) => void keep.toggle(v)}
              onMoreLikeThis={(v) => void generate('similar', v)}
              onRegenerateAll={() => void generate('regenerate')}
              onDownload={onDownload}
              downloadingId={downloadingId}
              renderVariantExtras={renderVariantExtras}
              renderVariantPreview={renderVariantPreview}
            />
          ) : (
            !busy && <EmptyResults />
          )}
        </div>
      </div>
    </div>
  );
}

function EmptyResults() {
  return (
    <div className="bg-grid flex min-h-64 flex-col items-center justify-center rounded-[var(--radius-card)] border border-dashed border-border p-8 text-center lg:min-h-96">
      <p className="font-[family-name:var(--font-display)] text-xl font-bold">Your decal will appear here</p>
      <p className="mt-2 max-w-sm text-sm text-muted">
        Describe a theme, choose Octane, Fennec or Dominus and press Generate Decal. Keep the ones you like to find them later in your
        account.
      </p>
    </div>
  );
}
