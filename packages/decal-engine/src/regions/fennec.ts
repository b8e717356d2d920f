import { mirrorX } from './polygon-utils';
import type { BodyTemplate, Polygon } from './types';

/*
 * Fennec (our own coarse shapes): the main shell fills the right ~58% of the texture with
 * the hood at the bottom (nose down) and the cabin strips above it, the sides flattened out
 * left (+Z) and right (−Z) of it with their window frames, a separate roof panel at the
 * top-right, underside parts on the left.
 */
/** The two window frames are roughly mirror images about this line. */
const FRAME_AXIS = 1420;

const frameTop: Polygon = [[1084, 700], [1150, 652], [1262, 668], [1292, 760], [1292, 1440], [1238, 1440], [1236, 860], [1190, 820], [1146, 860]];
const frameBottom: Polygon = [[1084, 1440], [1292, 1440], [1292, 1492], [1084, 1492]];

export const FENNEC_TEMPLATE: BodyTemplate = {
  body: 'fennec',
  beta: false,
  regions: [
    {
      id: 'hood',
      kind: 'top',
      polygons: [
        [[1072, 1494], [1268, 1494], [1292, 1586], [1518, 1586], [1542, 1494], [1732, 1494], [1734, 1900], [1700, 1974], [1540, 1988], [1300, 1988], [1120, 1974], [1074, 1940]],
        // cabin strips between the window frames and the rear deck band above them
        [[1300, 1010], [1388, 992], [1392, 1586], [1300, 1586]],
        [[1440, 750], [1512, 760], [1530, 900], [1536, 1340], [1480, 1340], [1432, 1190], [1430, 960]],
        [[1200, 652], [1648, 652], [1640, 700], [1210, 700]],
      ],
      nose: 'down',
      across: 'right',
      mirrored: false,
    },
    { id: 'roof', kind: 'top', polygons: [[[1590, 20], [2030, 20], [2030, 512], [1800, 536], [1590, 520]]], nose: 'down', across: 'right', mirrored: false },
    {
      id: 'side-right',
      kind: 'side',
      side: 'right',
      polygons: [
        // rear quarter over the arch, door and window frame
        [[884, 660], [960, 640], [1030, 668], [1084, 700], [1118, 860], [1118, 1440], [1084, 1440], [1066, 1580], [870, 1582], [866, 1400], [874, 1100], [890, 1040], [960, 1010], [1010, 970], [1036, 900], [1036, 810], [1010, 750], [950, 705], [884, 700]],
        // front fender around the front wheel arch
        [[1036, 1582], [1072, 1582], [1074, 1930], [1010, 1960], [900, 1950], [790, 1928], [786, 1884], [880, 1872], [990, 1866], [1060, 1820], [1060, 1640]],
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
        [[1610, 790], [1660, 720], [1720, 660], [1780, 680], [1840, 700], [1960, 692], [1962, 724], [1880, 732], [1830, 760], [1800, 810], [1790, 880], [1792, 960], [1810, 1010], [1860, 1040], [1954, 1044], [1958, 1556], [1740, 1556], [1728, 1494], [1728, 880], [1610, 870]],
        [[1736, 1556], [1968, 1556], [1968, 1592], [1880, 1590], [1830, 1600], [1806, 1630], [1800, 1700], [1802, 1846], [1850, 1862], [1980, 1876], [1990, 1936], [1900, 1960], [1740, 1956]],
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
