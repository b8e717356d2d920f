import type { BodyTemplate } from './types';

/*
 * Universal (beta): universal decals use a shared UV2 layout we have no reference for, so
 * this is a deliberately simple generic layout: a centre spine and two flanks, nose down.
 */
export const UNIVERSAL_TEMPLATE: BodyTemplate = {
  body: 'universal',
  beta: true,
  regions: [
    {
      id: 'spine',
      kind: 'top',
      polygons: [
        [
          [768, 128],
          [1280, 128],
          [1280, 1920],
          [768, 1920],
        ],
      ],
      nose: 'down',
      across: 'right',
      mirrored: false,
    },
    {
      id: 'side-right',
      kind: 'side',
      side: 'right',
      polygons: [
        [
          [128, 256],
          [640, 256],
          [640, 1792],
          [128, 1792],
        ],
      ],
      nose: 'down',
      across: 'right',
      mirrored: true,
    },
    {
      id: 'side-left',
      kind: 'side',
      side: 'left',
      polygons: [
        [
          [1408, 256],
          [1920, 256],
          [1920, 1792],
          [1408, 1792],
        ],
      ],
      nose: 'down',
      across: 'left',
      mirrored: true,
    },
  ],
};
