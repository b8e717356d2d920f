type Json = Record<string, unknown>;

const esc = (v: unknown): string =>
  String(v).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A short type for a JSON Schema property: `string ≤ 100`, `"octane" | "fennec"`, `integer 0–2147483647`, `object`. */
function typeOf(s: Json): string {
  const alternatives = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (alternatives) return alternatives.map(typeOf).join(' | ');
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const type = Array.isArray(s.type) ? s.type.join(' | ') : String(s.type ?? 'any');
  const bounds: string[] = [];
  if (typeof s.minimum === 'number' || typeof s.maximum === 'number') bounds.push(`${s.minimum ?? ''}–${s.maximum ?? ''}`);
  if (typeof s.maxLength === 'number') bounds.push(`≤ ${s.maxLength} chars`);
  if (type === 'array' && s.items) return `array of ${typeOf(s.items as Json)}`;
  return bounds.length ? `${type} (${bounds.join(', ')})` : type;
}

function fields(schema: Json | undefined): string {
  const props = schema?.properties as Record<string, Json> | undefined;
  if (!props) return '';
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const rows = Object.entries(props)
    .map(
      ([name, s]) =>
        `<tr><td><code>${esc(name)}</code>${required.has(name) ? '' : ' <span class="opt">optional</span>'}</td><td>${esc(typeOf(s))}${
          s.default !== undefined ? ` <span class="opt">default ${esc(JSON.stringify(s.default))}</span>` : ''
        }</td><td>${esc(s.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function jsonBody(content: unknown): Json | undefined {
  return ((content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
}

/**
 * /api/docs: a readable reference rendered on the server from the OpenAPI document (no script,
 * nothing loaded from the network; the page's CSS is inline, which the CSP allows for styles).
 */
export function renderDocsPage(doc: Json): string {
  const info = doc.info as Json;
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const ops: string[] = [];
  const toc: string[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const id = esc(op.operationId);
      toc.push(
        `<li><a href="#${id}"><span class="m m-${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></a></li>`,
      );
      const security = (op.security as Json[]).map((s) => Object.keys(s)[0]);
      const auth = security.includes('apiToken') ? 'API token or session' : 'Signed-in session only (not an API token)';
      const body = jsonBody((op.requestBody as Json | undefined)?.content);
      const query = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'query');
      const queryTable = query.length
        ? `<h4>Query parameters</h4>${fields({
            properties: Object.fromEntries(query.map((p) => [p.name as string, { ...(p.schema as Json), description: p.description }])),
          })}`
        : '';
      const responses = Object.entries(op.responses as Record<string, Json>)
        .map(([status, r]) => {
          const content = r.content as Json | undefined;
          const type = content ? Object.keys(content).join(', ') : '—';
          return `<tr><td><code>${esc(status)}</code></td><td>${esc(r.description)}</td><td>${esc(type)}</td></tr>`;
        })
        .join('');
      const ok = Object.entries(op.responses as Record<string, Json>).find(([s]) => s.startsWith('2'));
      const okSchema = ok ? jsonBody(ok[1].content) : undefined;
      ops.push(`<section id="${id}" aria-labelledby="${id}-h">
<h3 id="${id}-h"><span class="m m-${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}</p>${op.description ? `<p class="desc">${esc(op.description)}</p>` : ''}
<p class="auth">Authentication: ${esc(auth)}</p>
${queryTable}${body ? `<h4>Request body (JSON)</h4>${fields(body)}` : ''}
<h4>Responses</h4><table><thead><tr><th>Status</th><th>Meaning</th><th>Content</th></tr></thead><tbody>${responses}</tbody></table>
${okSchema?.properties ? `<h4>Success body</h4>${fields(okSchema)}` : ''}
</section>`);
    }
  }
  const server = ((doc.servers as Json[] | undefined)?.[0]?.url as string | undefined) ?? '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0d1117;color:#e6edf3}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
a{color:#7cc4ff}code{font-family:ui-monospace,monospace;background:#161b22;padding:.1em .3em;border-radius:4px}
pre{background:#161b22;padding:1rem;border-radius:8px;overflow:auto}
section{border:1px solid #30363d;border-radius:10px;padding:1rem 1.25rem;margin:1.25rem 0;background:#11161d}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border-bottom:1px solid #30363d;text-align:left;padding:.35rem .5rem;vertical-align:top}
.m{display:inline-block;min-width:4.2em;text-align:center;font:700 12px/1.8 ui-monospace,monospace;border-radius:4px;color:#0d1117}
.m-get{background:#7ee2a8}.m-post{background:#7cc4ff}.m-delete{background:#ffa198}
.opt,.desc,.auth{color:#a8b3bf}.opt{font-size:12px}
</style></head>
<body><main>
<h1>${esc(info.title)} <small>v${esc(info.version)}</small></h1>
<p>${esc(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
<pre><code>curl -X POST ${esc(server)}/api/v1/decals \\
  -H "Authorization: Bearer $DECALFORGE_TOKEN" -H "Content-Type: application/json" \\
  -d '{"prompt":"red and black tiger stripes","body":"octane"}'</code></pre>
<nav aria-label="Operations"><h2>Operations</h2><ul>${toc.join('')}</ul></nav>
${ops.join('\n')}
</main></body></html>`;
}
