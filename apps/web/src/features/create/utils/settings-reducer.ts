import { DEFAULT_CHASSIS, DEFAULT_FINISH, DEFAULT_VARIATION_STRENGTH, type Chassis, type Finish } from '@decalforge/shared';
import type { SettingsSection } from '../types';

export const DEFAULT_LOGO_MODE = 'sticker';
/** Logo scale in percent (spec §3: default 100; sent to the server as a fraction). */
export const DEFAULT_LOGO_SCALE = 100;
export const LOGO_SCALE_MIN = 10;
export const LOGO_SCALE_MAX = 200;
export const VARIATION_STEP = 0.05;

export interface LogoChoice {
  name: string;
  size: number;
  type: string;
  /** Object URL for the preview; revoked by the page when replaced. */
  previewUrl: string;
}

/** The Optional Settings panel (Pro only): which section is open and every chosen value. */
export interface SettingsState {
  panelOpen: boolean;
  openSection: SettingsSection | null;
  finish: Finish;
  chassis: Chassis;
  logo: LogoChoice | null;
  logoMode: string;
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
