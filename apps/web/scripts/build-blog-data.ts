import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildBlogData } from './blog-data';

const contentDir = fileURLToPath(new URL('../../../content/blog', import.meta.url));
const out = fileURLToPath(new URL('../public/blog-data.json', import.meta.url));
const { posts, warnings } = buildBlogData(contentDir);
for (const w of warnings) console.warn(w);
mkdirSync(fileURLToPath(new URL('../public', import.meta.url)), { recursive: true });
writeFileSync(out, JSON.stringify(posts));
console.log(`blog: wrote ${posts.length} post(s) to public/blog-data.json`);
