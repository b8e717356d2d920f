import { ChevronDown, Lock, SlidersHorizontal } from 'lucide-react';
import type { Dispatch } from 'react';
import { CHASSIS, CHASSIS_INFO, CHASSIS_NONE_TOOLTIP, FINISHES, FINISH_INFO } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { SettingsSection as Section } from '../types';
import type { SettingsAction, SettingsState } from '../utils/settings-reducer';
import { AdvancedSettings } from './advanced-settings';
import { LogoUpload } from './logo-upload';
import { OptionCard } from './option-card';
import { SettingsSection } from './settings-section';

export interface OptionalSettingsProps {
  isPro: boolean;
  state: SettingsState;
  dispatch: Dispatch<SettingsAction>;
  /** Non-Pro users clicking the header go to /pricing. */
  onLocked: () => void;
  onLogoFile: (file: File) => void;
  onClearLogo: () => void;
}

function advancedSummary(state: SettingsState): string {
  return `Seed ${state.seed || 'auto'} · ${Math.round(state.variationStrength * 100)}%`;
}

/** Optional Settings (Pro only): Logo Upload, Finish, Chassis, Advanced — one section open at a time. */
export function OptionalSettings({ isPro, state, dispatch, onLocked, onLogoFile, onClearLogo }: OptionalSettingsProps) {
  const toggle = (section: Section) => () => dispatch({ type: 'toggleSection', section });
  const expanded = isPro && state.panelOpen;
  return (
    <div className="rounded-lg border border-border bg-surface-2/50">
      <button
        type="button"
        aria-expanded={isPro ? expanded : undefined}
        aria-controls={isPro ? 'optional-settings-panel' : undefined}
        onClick={isPro ? () => dispatch({ type: 'togglePanel' }) : onLocked}
        className="flex w-full items-center gap-2 px-3 py-3 text-left font-semibold hover:text-brand sm:px-4"
      >
        <SlidersHorizontal className="h-4 w-4 shrink-0" aria-hidden />
        <span className="min-w-0 flex-1">Optional Settings</span>
        {isPro ? (
          <ChevronDown className={cn('h-4 w-4 shrink-0 transition-transform', expanded && 'rotate-180')} aria-hidden />
        ) : (
          <Badge tone="accent" className="shrink-0 gap-1 whitespace-nowrap">
            <Lock className="h-3 w-3" aria-hidden /> Pro Only
          </Badge>
        )}
      </button>
      {expanded && (
        <div id="optional-settings-panel" className="px-4 pb-2">
          <SettingsSection
            id="settings-logo"
            title="Logo Upload"
            summary={state.logo ? state.logo.name : 'None'}
            done={Boolean(state.logo)}
            open={state.openSection === 'logo'}
            onToggle={toggle('logo')}
          >
            <LogoUpload
              logo={state.logo}
              mode={state.logoMode}
              scale={state.logoScale}
              onFile={onLogoFile}
              onClear={onClearLogo}
              onScale={(scale) => dispatch({ type: 'setLogoScale', scale })}
            />
          </SettingsSection>
          <SettingsSection
            id="settings-finish"
            title="Finish"
            summary={FINISH_INFO[state.finish].name}
            open={state.openSection === 'finish'}
            onToggle={toggle('finish')}
          >
            <div className="grid gap-2" role="group" aria-label="Finish">
              {FINISHES.map((f) => (
                <OptionCard
                  key={f}
                  selected={state.finish === f}
                  onSelect={() => dispatch({ type: 'pickFinish', finish: f })}
                  title={FINISH_INFO[f].name}
                  description={`${FINISH_INFO[f].description}. ${FINISH_INFO[f].prerequisite}`}
                />
              ))}
            </div>
          </SettingsSection>
          <SettingsSection
            id="settings-chassis"
            title="Chassis"
            summary={CHASSIS_INFO[state.chassis].name}
            open={state.openSection === 'chassis'}
            onToggle={toggle('chassis')}
          >
            <div className="grid gap-2" role="group" aria-label="Chassis">
              {CHASSIS.map((c) => (
                <OptionCard
                  key={c}
                  selected={state.chassis === c}
                  onSelect={() => dispatch({ type: 'pickChassis', chassis: c })}
                  title={CHASSIS_INFO[c].name}
                  description={CHASSIS_INFO[c].description}
                  tooltip={CHASSIS_INFO[c].proOnly ? CHASSIS_NONE_TOOLTIP : undefined}
                  extra={
                    CHASSIS_INFO[c].proOnly ? (
                      <Badge tone="accent" className="px-1.5 py-0 text-[10px]">
                        Pro Only
                      </Badge>
                    ) : undefined
                  }
                />
              ))}
            </div>
          </SettingsSection>
          <SettingsSection
            id="settings-advanced"
            title="Advanced"
            summary={advancedSummary(state)}
            open={state.openSection === 'advanced'}
            onToggle={toggle('advanced')}
          >
            <AdvancedSettings
              seed={state.seed}
              variationStrength={state.variationStrength}
              onSeed={(seed) => dispatch({ type: 'setSeed', seed })}
              onVariationStrength={(value) => dispatch({ type: 'setVariationStrength', value })}
            />
          </SettingsSection>
        </div>
      )}
    </div>
  );
}
