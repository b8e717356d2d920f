import { mirrorX, symmetricX } from './polygon-utils';
import type { BodyTemplate, Polygon } from './types';

/*
 * Octane (our own coarse shapes, drawn from the layout facts in docs/decal-format.md §5):
 * a roof/hood spine down the middle with the nose at the bottom, the two body sides
 * either side of it (mirror images about x ≈ 785), the underside block at the top-left.
 */
const AXIS = 785;

const spineRear = symmetricX(
  [
    [AXIS, 892],
    [662, 892],
    [652, 1000],
    [660, 1092],
    [702, 1118],
    [AXIS, 1120],
  ],
  AXIS,
);
const spineRoof = symmetricX(
  [
    [AXIS, 1162],
    [718, 1162],
    [716, 1238],
    [658, 1252],
    [656, 1496],
    [692, 1518],
    [AXIS, 1520],
  ],
  AXIS,
);
const spineHood = symmetricX(
  [
    [AXIS, 1742],
    [604, 1742],
    [630, 1850],
    [668, 1950],
    [AXIS, 1950],
  ],
  AXIS,
);
const armLeft: Polygon = [
  [548, 884],
  [594, 884],
  [594, 1010],
  [572, 1040],
  [572, 1420],
  [546, 1420],
  [538, 1250],
  [540, 1030],
];

const sideOuter: Polygon = [
  [152, 1052],
  [176, 1052],
  [180, 1150],
  [188, 1260],
  [222, 1360],
  [244, 1440],
  [244, 1516],
  [192, 1528],
  [124, 1420],
  [64, 1300],
  [34, 1204],
  [66, 1118],
];
const sideInner: Polygon = [
  [426, 836],
  [458, 836],
  [486, 980],
  [494, 1150],
  [500, 1300],
  [506, 1420],
  [504, 1540],
  [474, 1600],
  [424, 1550],
  [334, 1420],
  [262, 1292],
  [240, 1180],
  [258, 1090],
  [300, 1024],
  [360, 950],
];
const sideLower: Polygon = [
  [460, 1626],
  [498, 1612],
  [498, 1900],
  [452, 1900],
  [460, 1740],
];
/** The two flanks are not quite mirror images about the spine axis. */
const SIDE_AXIS = 795;

export const OCTANE_TEMPLATE: BodyTemplate = {
  body: 'octane',
  beta: false,
  regions: [
    {
      id: 'spine',
      kind: 'top',
      polygons: [spineRear, spineRoof, spineHood, armLeft, mirrorX(armLeft, AXIS)],
      nose: 'down',
      across: 'right',
      mirrored: false,
    },
    {
      id: 'side-right',
      kind: 'side',
      side: 'right',
      polygons: [sideOuter, sideInner, sideLower],
      nose: 'down',
      across: 'right',
      mirrored: true,
    },
    {
      id: 'side-left',
      kind: 'side',
      side: 'left',
      polygons: [mirrorX(sideOuter, SIDE_AXIS), mirrorX(sideInner, SIDE_AXIS), mirrorX(sideLower, SIDE_AXIS)],
      nose: 'down',
      across: 'left',
      mirrored: true,
    },
    {
      // the two separate top panels above the spine (top-right of the underside block)
      id: 'upper',
      kind: 'top',
      polygons: [
        [
          [976, 120],
          [1100, 140],
          [1250, 170],
          [1380, 195],
          [1446, 214],
          [1436, 236],
          [1380, 270],
          [1340, 310],
          [1170, 340],
          [1040, 344],
          [1020, 280],
          [992, 200],
        ],
        [
          [1420, 334],
          [1540, 334],
          [1560, 380],
          [1600, 430],
          [1650, 500],
          [1640, 512],
          [1160, 512],
          [1160, 420],
          [1200, 384],
          [1300, 366],
        ],
      ],
      nose: 'down',
      across: 'right',
      mirrored: false,
    },
    {
      id: 'back',
      kind: 'back',
      polygons: [
        [
          [718, 748],
          [852, 748],
          [852, 858],
          [718, 858],
        ],
      ],
      nose: 'down',
      across: 'right',
      mirrored: false,
    },
    {
      id: 'underside',
      kind: 'underside',
      polygons: [
        [
          [34, 356],
          [500, 366],
          [760, 390],
          [1000, 436],
          [1016, 446],
          [1016, 650],
          [820, 690],
          [500, 728],
          [34, 740],
        ],
      ],
      nose: 'right',
      across: 'down',
      mirrored: false,
    },
  ],
};
