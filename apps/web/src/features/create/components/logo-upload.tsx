import { Upload, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { LOGO_SCALE_MAX, LOGO_SCALE_MIN, type LogoChoice } from '../utils/settings-reducer';
import { LOGO_ACCEPT } from '../utils/validate-logo';

export interface LogoUploadProps {
  logo: LogoChoice | null;
  mode: string;
  scale: number;
  onFile: (file: File) => void;
  onClear: () => void;
  onScale: (scale: number) => void;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Logo Upload: preview only — logos are not used in generation yet. */
export function LogoUpload({ logo, mode, scale, onFile, onClear, onScale }: LogoUploadProps) {
  const id = useId();
  return (
    <div className="space-y-3">
      <p className="rounded-md border border-info/40 bg-info/10 px-3 py-2 text-xs text-info">
        Coming soon: logo placement is preview only for now and is not used in generation.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-file`} className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 text-sm hover:bg-border focus-within:outline-2 focus-within:outline-accent">
          <Upload className="h-4 w-4" aria-hidden />
          {logo ? 'Replace logo' : 'Choose logo'}
          <input
            id={`${id}-file`}
            type="file"
            accept={LOGO_ACCEPT}
            aria-label="Logo file (PNG, JPG or SVG, up to 10MB)"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onFile(file);
              e.target.value = '';
            }}
          />
        </label>
        <span className="text-xs text-muted">PNG, JPG or SVG, up to 10MB</span>
      </div>
      {logo && (
        <div className="flex flex-wrap items-start gap-4">
          <div
            className="flex h-28 w-28 items-center justify-center overflow-hidden rounded-lg border border-border"
            style={{ background: 'repeating-conic-gradient(#1a2238 0 25%, #121829 0 50%) 0 0 / 16px 16px' }}
            aria-label="Logo preview"
            role="img"
          >
            <img
              src={logo.previewUrl}
              alt=""
              className="max-h-20 max-w-20 object-contain [filter:drop-shadow(2px_2px_4px_rgb(0_0_0/0.3))]"
              style={{ transform: `scale(${scale / 100})` }}
            />
          </div>
          <div className="min-w-0 flex-1 space-y-2 text-sm">
            <p className="truncate font-medium" title={logo.name}>
              {logo.name}
            </p>
            <p className="text-xs text-muted">
              {formatSize(logo.size)} · Mode: <span className="capitalize">{mode}</span> (centred with a drop shadow)
            </p>
            <div>
              <label htmlFor={`${id}-scale`} className="mb-1 block text-xs font-medium">
                Logo Scale: {scale}%
              </label>
              <input
                id={`${id}-scale`}
                type="range"
                min={LOGO_SCALE_MIN}
                max={LOGO_SCALE_MAX}
                step={5}
                value={scale}
                onChange={(e) => onScale(Number(e.target.value))}
                className="w-full accent-[var(--color-brand)]"
              />
            </div>
            <Button variant="ghost" size="sm" onClick={onClear}>
              <X className="h-4 w-4" aria-hidden /> Remove logo
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
