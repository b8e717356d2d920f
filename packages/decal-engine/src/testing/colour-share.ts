import { BACKGROUND_RGB } from '../constants';
import { hexToRgb } from '../util/color';

/** Share of the art pixels (not the neutral background) within `tolerance` of each colour. */
export function colourShares(data: Uint8Array, colours: readonly string[], tolerance = 70): number[] {
  const targets = colours.map(hexToRgb);
  const counts = new Array<number>(targets.length).fill(0);
  const [br, bg, bb] = BACKGROUND_RGB;
  let art = 0;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i];
    const g = data[i + 1];
    const b = data[i + 2];
    if (r === br && g === bg && b === bb) continue;
    art++;
    for (let k = 0; k < targets.length; k++) {
      const t = targets[k];
      if ((r - t[0]) ** 2 + (g - t[1]) ** 2 + (b - t[2]) ** 2 < tolerance * tolerance) counts[k]++;
    }
  }
  return counts.map((c) => (art ? c / art : 0));
}
