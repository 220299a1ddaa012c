import type { Json } from './json-schema';

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

/** Markdown-ish text of the document: paragraphs, `code` and pipe tables. */
function prose(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('|'))) {
        const rows = lines.filter((line) => !/^\|[-| ]+\|$/.test(line));
        const cells = (line: string) =>
          line
            .split('|')
            .slice(1, -1)
            .map((cell) => escape(cell.trim()));
        const [head, ...body] = rows;
        return `<table><thead><tr>${cells(head ?? '')
          .map((c) => `<th>${c}</th>`)
          .join('')}</tr></thead><tbody>${body
          .map(
            (row) =>
              `<tr>${cells(row)
                .map((c) => `<td>${c}</td>`)
                .join('')}</tr>`,
          )
          .join('')}</tbody></table>`;
      }
      return `<p>${escape(block).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`;
    })
    .join('');
}

const pretty = (value: Json | undefined) => `<pre>${escape(JSON.stringify(value ?? null, null, 2))}</pre>`;

/** A readable API reference rendered on the server from the OpenAPI document (no external assets). */
export function renderDocsPage(doc: Record<string, Json>): string {
  const info = doc.info as Record<string, string>;
  const paths = doc.paths as Record<string, Record<string, Record<string, Json>>>;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op.tags as string[] | undefined) ?? ['other'])[0] ?? 'other';
      const params = (op.parameters as Record<string, Json>[] | undefined) ?? [];
      const body = (op.requestBody as Record<string, Record<string, Record<string, Json>>> | undefined)?.content?.['application/json']
        ?.schema;
      const ok = (op.responses as Record<string, Record<string, Record<string, Record<string, Json>>>>)['200']?.content?.[
        'application/json'
      ]?.schema;
      const html = `<section class="op" id="${escape(String(op.operationId))}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p><strong>${escape(String(op.summary ?? ''))}</strong></p>${prose(String(op.description ?? ''))}
${
  params.length
    ? `<h4>Parameters · 参数</h4><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr>${params
        .map(
          (p) =>
            `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(
              JSON.stringify(p.schema),
            )}</code></td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${body ? `<h4>Request body · 请求体</h4>${pretty(body)}` : ''}
${ok ? `<details><summary>Response · 响应</summary>${pretty(ok)}</details>` : ''}</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const toc = [...byTag.keys()].map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`).join(' · ');
  const sections = [...byTag.entries()].map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(info.title ?? 'API')} · 接口文档</title><style>
body{font-family:system-ui,sans-serif;max-width:980px;margin:0 auto;padding:24px;color:#111827;line-height:1.5}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f3f4f6;padding:12px;border-radius:6px;overflow:auto;max-height:420px}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #e5e7eb;padding:4px 8px;text-align:left;vertical-align:top}
.op{border-top:1px solid #e5e7eb;padding:12px 0}.m{display:inline-block;min-width:52px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2563eb}.post{background:#059669}nav{margin:12px 0}</style></head><body>
<h1>${escape(info.title ?? 'API')} <small>· 接口文档 · v${escape(info.version ?? '')}</small></h1>
<p>Machine-readable: <a href="/v2/openapi.json">/v2/openapi.json</a> (OpenAPI 3.1)</p>
${prose(info.description ?? '')}<nav>${toc}</nav>${sections}</body></html>`;
}
