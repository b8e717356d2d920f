import type { BodyTemplate } from './types';

/*
 * Fennec (our own coarse shapes): the main shell fills the right ~58% of the texture with
 * the hood at the bottom (nose down) and the cabin strips above it, the sides flattened out
 * left (+Z) and right (−Z) of it with their upper window frames, a separate roof panel at
 * the top-right, the rear deck bands across the top, underside parts on the left.
 */
export const FENNEC_TEMPLATE: BodyTemplate = {
  body: 'fennec',
  beta: false,
  regions: [
    {
      id: 'hood',
      kind: 'top',
      polygons: [
        [[1072, 1494], [1220, 1494], [1290, 1540], [1296, 1586], [1540, 1586], [1562, 1520], [1612, 1494], [1732, 1494], [1734, 1900], [1700, 1974], [1540, 1988], [1300, 1988], [1120, 1974], [1074, 1940]],
        // cabin strips between the window frames and the rear deck band above them
        [[1322, 1000], [1388, 992], [1392, 1120], [1428, 1160], [1428, 1300], [1404, 1330], [1392, 1460], [1380, 1570], [1338, 1570], [1338, 1200], [1322, 1170]],
        [[1446, 748], [1500, 752], [1530, 800], [1530, 900], [1520, 960], [1520, 1120], [1536, 1200], [1546, 1330], [1496, 1336], [1460, 1250], [1448, 1070], [1440, 960], [1452, 880], [1460, 830]],
        [[1200, 652], [1648, 652], [1640, 700], [1210, 700]],
      ],
      nose: 'down',
      across: 'right',
      mirrored: false,
    },
    { id: 'roof', kind: 'top', polygons: [[[1590, 20], [2030, 20], [2030, 512], [1800, 536], [1590, 520]]], nose: 'down', across: 'right', mirrored: false },
    {
      id: 'rear',
      kind: 'back',
      polygons: [
        [[1128, 16], [1584, 16], [1584, 166], [1128, 166]],
        [[1160, 186], [1584, 186], [1584, 218], [1160, 218]],
        [[972, 390], [1578, 390], [1578, 426], [972, 426]],
        [[952, 490], [1578, 490], [1578, 522], [952, 522]],
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
        // rear quarter over the arch, upper window frame, door
        [
          [912, 668], [960, 654], [1020, 674], [1090, 692], [1160, 696], [1200, 712], [1250, 736], [1262, 780], [1268, 842], [1150, 846], [1118, 880],
          [1118, 1440], [1084, 1440], [1066, 1580], [870, 1582], [866, 1400], [874, 1100], [890, 1040], [960, 1010], [1010, 970], [1036, 900],
          [1036, 810], [1010, 750], [950, 712], [912, 704],
        ],
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
        // inner window frame band
        [[1600, 736], [1648, 716], [1640, 760], [1600, 860], [1596, 1040], [1596, 1260], [1560, 1260], [1560, 880], [1580, 790]],
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
