import type { BodyTemplate } from './types';

/*
 * Fennec (our own coarse shapes): the main shell fills the right ~58% of the texture with
 * the hood at the bottom (nose down), the sides flattened out left (+Z) and right (−Z) of
 * the top, a separate roof panel at the top-right, underside parts on the left.
 */
export const FENNEC_TEMPLATE: BodyTemplate = {
  body: 'fennec',
  beta: false,
  regions: [
    {
      id: 'hood',
      kind: 'top',
      polygons: [
        [[1100, 1494], [1268, 1494], [1292, 1580], [1518, 1580], [1542, 1494], [1710, 1494], [1710, 1946], [1540, 1960], [1300, 1960], [1100, 1946]],
      ],
      nose: 'down',
      across: 'right',
      mirrored: false,
    },
    { id: 'roof', kind: 'top', polygons: [[[1608, 44], [1988, 44], [1988, 504], [1608, 504]]], nose: 'down', across: 'right', mirrored: false },
    {
      id: 'side-right',
      kind: 'side',
      side: 'right',
      polygons: [
        [[882, 1044], [1046, 1044], [1050, 1200], [1050, 1528], [902, 1528], [882, 1400]],
        [[1052, 1566], [1084, 1566], [1084, 1936], [1052, 1936]],
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
        [[1792, 1044], [1954, 1044], [1958, 1556], [1744, 1556], [1744, 1110]],
        [[1738, 1590], [1788, 1590], [1788, 1950], [1738, 1950]],
      ],
      nose: 'down',
      across: 'left',
      mirrored: true,
    },
    {
      id: 'underside',
      kind: 'underside',
      polygons: [[[44, 1462], [186, 1452], [186, 1950], [64, 1950], [36, 1600]]],
      nose: 'down',
      across: 'right',
      mirrored: false,
    },
  ],
};
