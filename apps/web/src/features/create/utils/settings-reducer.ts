import {
  DEFAULT_CHASSIS,
  DEFAULT_FINISH,
  DEFAULT_LOGO_MODE,
  DEFAULT_LOGO_SCALE as DEFAULT_LOGO_FRACTION,
  DEFAULT_VARIATION_STRENGTH,
  LOGO_SCALE_MAX as LOGO_FRACTION_MAX,
  LOGO_SCALE_MIN as LOGO_FRACTION_MIN,
  type Chassis,
  type Finish,
  type LogoMode,
} from '@decalforge/shared';
import type { SettingsSection } from '../types';

/** Logo scale in percent (default 100, sent to the server as a fraction: docs/product-rules.md, Logo). */
export const DEFAULT_LOGO_SCALE = Math.round(DEFAULT_LOGO_FRACTION * 100);
export const LOGO_SCALE_MIN = Math.round(LOGO_FRACTION_MIN * 100);
export const LOGO_SCALE_MAX = Math.round(LOGO_FRACTION_MAX * 100);
export const VARIATION_STEP = 0.05;

/** A chosen logo file and its upload (POST /api/logos). */
export interface LogoChoice {
  name: string;
  size: number;
  type: string;
  /** Object URL of the chosen file, shown while it uploads; revoked by the page when replaced. */
  previewUrl: string;
  status: 'uploading' | 'ready' | 'error';
  /** Upload progress in percent. */
  progress: number;
  /** The stored logo's id once uploaded (what generate sends). */
  id?: string;
  /** Why the upload failed (the server's message). */
  error?: string;
}

/** The Optional Settings panel (Pro only): which section is open and every chosen value. */
export interface SettingsState {
  panelOpen: boolean;
  openSection: SettingsSection | null;
  finish: Finish;
  chassis: Chassis;
  logo: LogoChoice | null;
  logoMode: LogoMode;
  logoScale: number;
  /** Raw seed text: digits only; empty means auto. */
  seed: string;
  variationStrength: number;
}

export type SettingsAction =
  | { type: 'togglePanel' }
  | { type: 'toggleSection'; section: SettingsSection }
  | { type: 'pickFinish'; finish: Finish }
  | { type: 'pickChassis'; chassis: Chassis }
  | { type: 'setLogo'; logo: LogoChoice }
  /** Upload progress, success or failure of the logo chosen as `previewUrl` (answers about a replaced file are dropped). */
  | { type: 'logoProgress'; previewUrl: string; progress: number }
  | { type: 'logoUploaded'; previewUrl: string; id: string }
  | { type: 'logoFailed'; previewUrl: string; error: string }
  | { type: 'clearLogo' }
  | { type: 'setLogoScale'; scale: number }
  | { type: 'setSeed'; seed: string }
  | { type: 'setVariationStrength'; value: number };

export function initialSettings(partial: Partial<SettingsState> = {}): SettingsState {
  return {
    panelOpen: false,
    openSection: null,
    finish: DEFAULT_FINISH,
    chassis: DEFAULT_CHASSIS,
    logo: null,
    logoMode: DEFAULT_LOGO_MODE,
    logoScale: DEFAULT_LOGO_SCALE,
    seed: '',
    variationStrength: DEFAULT_VARIATION_STRENGTH,
    ...partial,
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Rounds to the slider's 0.05 steps inside 0..1. */
export function snapVariation(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_VARIATION_STRENGTH;
  return Number((Math.round(clamp(value, 0, 1) / VARIATION_STEP) * VARIATION_STEP).toFixed(2));
}

/** Keeps only digits (the seed is a non-negative integer; empty = auto). */
export function sanitizeSeed(text: string): string {
  return text.replace(/\D/g, '').slice(0, 10);
}

/**
 * One section open at a time: choosing the open one closes it, choosing another switches to it,
 * and picking an option (finish, chassis) closes its section.
 */
export function settingsReducer(state: SettingsState, action: SettingsAction): SettingsState {
  switch (action.type) {
    case 'togglePanel':
      return { ...state, panelOpen: !state.panelOpen };
    case 'toggleSection':
      return { ...state, openSection: state.openSection === action.section ? null : action.section };
    case 'pickFinish':
      return { ...state, finish: action.finish, openSection: null };
    case 'pickChassis':
      return { ...state, chassis: action.chassis, openSection: null };
    case 'setLogo':
      return { ...state, logo: action.logo };
    case 'logoProgress':
      if (state.logo?.previewUrl !== action.previewUrl || state.logo.status !== 'uploading') return state;
      return { ...state, logo: { ...state.logo, progress: Math.round(clamp(action.progress, 0, 100)) } };
    case 'logoUploaded':
      if (state.logo?.previewUrl !== action.previewUrl) return state;
      return { ...state, logo: { ...state.logo, status: 'ready', progress: 100, id: action.id, error: undefined } };
    case 'logoFailed':
      if (state.logo?.previewUrl !== action.previewUrl) return state;
      return { ...state, logo: { ...state.logo, status: 'error', error: action.error } };
    case 'clearLogo':
      return { ...state, logo: null, logoScale: DEFAULT_LOGO_SCALE };
    case 'setLogoScale':
      return { ...state, logoScale: Math.round(clamp(action.scale, LOGO_SCALE_MIN, LOGO_SCALE_MAX)) };
    case 'setSeed':
      return { ...state, seed: sanitizeSeed(action.seed) };
    case 'setVariationStrength':
      return { ...state, variationStrength: snapVariation(action.value) };
  }
}
