import type { CarBody } from '@decalforge/shared';
import { TEMPLATE_SIZE } from '@decalforge/decal-engine';
import { labelledRegions } from '../lib/region-labels';

export interface CarPreviewFallbackProps {
  body: CarBody;
  imageUrl: string;
}

/** Without WebGL: the flat texture with the regions outlined and named. */
export function CarPreviewFallback({ body, imageUrl }: CarPreviewFallbackProps) {
  const regions = labelledRegions(body);
  return (
    <figure className="absolute inset-0 m-0 flex flex-col" data-testid="car-preview-fallback">
      <div className="relative min-h-0 flex-1">
        <svg
          viewBox={`0 0 ${TEMPLATE_SIZE} ${TEMPLATE_SIZE}`}
          className="h-full w-full"
          role="img"
          aria-label={`Decal texture with its regions: ${regions.map((r) => r.label).join(', ')}`}
        >
          <image href={imageUrl} width={TEMPLATE_SIZE} height={TEMPLATE_SIZE} />
          {regions.map((r) => (
            <g key={r.id} data-region={r.id}>
              {r.polygons.map((poly, i) => (
                <polygon
                  key={i}
                  points={poly.map((p) => p.join(',')).join(' ')}
                  fill="none"
                  stroke="#ffffff"
                  strokeWidth={6}
                  strokeDasharray="18 12"
                />
              ))}
              <text
                x={r.anchor[0]}
                y={r.anchor[1]}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={64}
                fontWeight={700}
                fill="#ffffff"
                stroke="#000000"
                strokeWidth={10}
                paintOrder="stroke"
              >
                {r.label}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="px-3 py-2 text-xs text-muted">
        The 3D preview needs WebGL, which is not available here: this is the texture with its regions.
      </figcaption>
    </figure>
  );
}
