import { mirrorY } from './polygon-utils';
import type { BodyTemplate, Polygon } from './types';

/*
 * Dominus (our own coarse shapes): laid out lengthwise. Upper band: roof on the left, hood
 * on the right (nose → right). Upper side panels below it. Lower band: both lower sides
 * unfolded around the wheel openings (nose → left), mirror images about y ≈ 1592.
 */
const AXIS_Y = 1598;

const lowerShoulder: Polygon = [
  [32, 1300],
  [700, 1304],
  [1010, 1298],
  [1360, 1234],
  [1406, 1244],
  [1446, 1348],
  [1030, 1412],
  [540, 1404],
  [440, 1344],
  [32, 1344],
];
const lowerFront: Polygon = [
  [22, 1356],
  [188, 1356],
  [170, 1458],
  [160, 1512],
  [22, 1488],
];

export const DOMINUS_TEMPLATE: BodyTemplate = {
  body: 'dominus',
  beta: false,
  regions: [
    {
      id: 'hood',
      kind: 'top',
      polygons: [
        [
          [762, 304],
          [1020, 322],
          [1296, 344],
          [1284, 452],
          [1274, 600],
          [1288, 760],
          [1296, 818],
          [1020, 828],
          [762, 842],
          [748, 640],
          [748, 520],
          [758, 400],
        ],
      ],
      nose: 'right',
      across: 'up',
      mirrored: false,
    },
    {
      id: 'roof',
      kind: 'top',
      polygons: [
        [
          [52, 482],
          [112, 444],
          [418, 448],
          [418, 758],
          [112, 764],
          [48, 720],
          [34, 600],
        ],
      ],
      nose: 'right',
      across: 'up',
      mirrored: false,
    },
    {
      id: 'side-upper-right',
      kind: 'side',
      side: 'right',
      polygons: [
        [
          [668, 902],
          [1048, 902],
          [1048, 996],
          [724, 996],
        ],
      ],
      nose: 'right',
      across: 'up',
      mirrored: false,
    },
    {
      id: 'side-upper-left',
      kind: 'side',
      side: 'left',
      polygons: [
        [
          [740, 1098],
          [1046, 1098],
          [1046, 1176],
          [668, 1176],
        ],
      ],
      nose: 'right',
      across: 'down',
      mirrored: false,
    },
    {
      id: 'side-left',
      kind: 'side',
      side: 'left',
      polygons: [lowerShoulder, lowerFront],
      nose: 'left',
      across: 'up',
      mirrored: false,
    },
    {
      id: 'side-right',
      kind: 'side',
      side: 'right',
      polygons: [
        mirrorY(lowerShoulder, AXIS_Y),
        [
          [40, 1712],
          [180, 1700],
          [190, 1790],
          [40, 1800],
        ],
      ],
      nose: 'left',
      across: 'down',
      mirrored: false,
    },
    {
      id: 'back',
      kind: 'back',
      polygons: [
        [
          [1830, 830],
          [1930, 820],
          [1984, 802],
          [1984, 848],
          [1830, 852],
        ],
        [
          [1840, 930],
          [1866, 916],
          [1890, 950],
          [1984, 962],
          [1984, 984],
          [1846, 984],
        ],
      ],
      nose: 'right',
      across: 'up',
      mirrored: true,
    },
    {
      id: 'underside',
      kind: 'underside',
      polygons: [
        [
          [690, 92],
          [1290, 102],
          [1290, 244],
          [690, 244],
        ],
      ],
      nose: 'right',
      across: 'up',
      mirrored: false,
    },
  ],
};
