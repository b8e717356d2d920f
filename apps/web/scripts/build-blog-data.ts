import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildBlogData } from './blog-data';

const contentDir = fileURLToPath(new URL('../../../content/blog', import.meta.url));
const out = fileURLToPath(new URL('../public/blog-data.json', import.meta.url));
const { posts, warnings, dropped } = buildBlogData(contentDir);
for (const w of warnings) console.warn(w);
mkdirSync(fileURLToPath(new URL('../public', import.meta.url)), { recursive: true });
// Invalid posts go last: the page drops them and logs a console warning for each (docs/product-rules.md, Blog).
writeFileSync(out, JSON.stringify([...posts, ...dropped]));
console.log(`blog: wrote ${posts.length} post(s) to public/blog-data.json`);
