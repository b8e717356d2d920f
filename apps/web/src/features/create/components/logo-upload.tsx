import { Upload, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { logoImageUrl } from '../api/upload-logo';
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

/** How the upload is going, announced politely to screen readers. */
function UploadStatus({ logo }: { logo: LogoChoice }) {
  if (logo.status === 'uploading')
    return (
      <div className="space-y-1">
        <p className="text-xs text-muted" aria-live="polite">
          Uploading… {logo.progress}%
        </p>
        <div
          role="progressbar"
          aria-label="Logo upload"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={logo.progress}
          className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full bg-[var(--color-brand)] transition-[width]" style={{ width: `${logo.progress}%` }} />
        </div>
      </div>
    );
  if (logo.status === 'error')
    return (
      <p role="alert" className="text-xs text-danger">
        {logo.error}
      </p>
    );
  return (
    <p className="text-xs text-success" aria-live="polite">
      Uploaded: it goes on both sides and the hood of your next decal.
    </p>
  );
}

/** Logo Upload (Pro): the file is uploaded when chosen and placed as a sticker on each side and the hood. */
export function LogoUpload({ logo, mode, scale, onFile, onClear, onScale }: LogoUploadProps) {
  const id = useId();
  // once stored, the preview shows the server's PNG: exactly what the renderer places (an SVG rasterised)
  const src = logo?.status === 'ready' && logo.id ? logoImageUrl(logo.id) : logo?.previewUrl;
  return (
    <div className="space-y-3">
      <p className="text-xs text-muted">
        Your logo is placed as a sticker, centred on each side and on the hood, with a soft drop shadow. It is never mirrored.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 text-sm hover:bg-border focus-within:outline-2 focus-within:outline-accent"
        >
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
              src={src}
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
            <UploadStatus logo={logo} />
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
