/** Prints the scene each prompt of a prompts file parses to. Usage: node --import tsx packages/decal-engine/scripts/scene-dump.ts [prompts.json] */
import { readFileSync } from 'node:fs';
import { parseScene } from '../src/scene/parse-scene';
import { improvePrompt } from '../src/improve/improve-prompt';
const prompts = JSON.parse(readFileSync(process.argv[2] ?? '../shared/engine/dev-prompts.json', 'utf8')) as Array<{ prompt: string }>;
for (const p of prompts) {
  const s = parseScene(improvePrompt(p.prompt, 60), 7);
  console.log(
    `${p.prompt}\n   base=${s.base.kind}:${s.base.colors.join(',')}${s.base.material ?? ''}${s.base.flag ?? ''} pat=${s.patterns.map((x) => `${x.id}[${x.colors}]${x.zone}`).join(';')} motifs=${s.motifs.map((m) => `${m.motif.icon}(${m.color},${m.role},${m.place})`).join(' ')} stripes=${s.stripes.map((x) => `${x.kind}x${x.count}:${x.color}`)} trim=${s.trim?.color ?? ''} text=${s.text ? `${s.text.value}:${s.text.color}` : ''} named=${s.namedColors.join(',')}`,
  );
}
