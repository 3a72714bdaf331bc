import { SafeHtml, html } from '../../lib/html';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi-types';

// Inline styles are allowed by the CSP (style-src 'unsafe-inline'); scripts are not, so the
// page is rendered here in full and needs none.
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f8fa}
header,main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem}
header{border-bottom:1px solid #d0d7de}
h1{margin:.2rem 0}h1 small{font-size:.9rem;color:#57606a;font-weight:400}
h2{margin-top:2rem;border-bottom:1px solid #d0d7de;text-transform:capitalize}
article{background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:.6rem 1rem;margin:.8rem 0}
h3{font-size:1rem;margin:.2rem 0;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
.m{font:700 .75rem monospace;padding:.1rem .45rem;border-radius:4px;color:#fff;background:#0969da}
.m.get{background:#1a7f37}
code,pre{font:13px/1.4 ui-monospace,monospace}
pre{background:#f6f8fa;border:1px solid #d0d7de;border-radius:4px;padding:.5rem;overflow:auto;max-height:28rem}
summary{cursor:pointer;color:#0969da}
table{border-collapse:collapse}td{padding:.15rem .8rem .15rem 0;vertical-align:top}
.auth{color:#57606a;font-size:.9rem}nav a{margin-right:1rem}
`;

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const target = typeof schema?.$ref === 'string' ? schema.$ref : undefined;
  if (!target) return schema;
  return doc.components.schemas[target.replace('#/components/schemas/', '')];
}

function schemaBlock(doc: OpenApiDocument, title: string, schema: JsonSchema | undefined) {
  const resolved = resolve(doc, schema);
  if (!resolved) return html``;
  return html`<details>
    <summary>${title}</summary>
    <pre>${JSON.stringify(resolved, null, 2)}</pre>
  </details>`;
}

function authText(op: Operation): string {
  const schemes = op.security.flatMap((s) => Object.keys(s));
  if (schemes.includes('session')) return 'Customer session (sid cookie)';
  if (schemes.includes('staffKey')) return 'Staff API key (Authorization: Bearer or X-Api-Key)';
  if (schemes.includes('metricsToken')) return 'Bearer METRICS_TOKEN when set';
  return 'Public';
}

function operationBlock(doc: OpenApiDocument, method: string, path: string, op: Operation) {
  const [media, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const ok = Object.values(op.responses['200']?.content ?? {})[0]?.schema;
  const statuses = Object.entries(op.responses).map(
    ([status, r]) =>
      html`<tr>
        <td><code>${status}</code></td>
        <td>${r.description}</td>
      </tr>`,
  );
  const headers = (op.parameters ?? []).map(
    (p) => html`<p><code>${p.name}</code> header: ${prose(p.description)}</p>`,
  );
  return html`<article id="${op.operationId}">
    <h3><span class="m ${method}">${method.toUpperCase()}</span><code>${path}</code></h3>
    <p>${prose(op.summary)}. <span class="auth">${authText(op)}.</span></p>
    ${join(headers)} ${body ? schemaBlock(doc, `Request body (${media})`, body.schema) : html``}
    ${schemaBlock(doc, 'Answer (200)', ok)}
    <details>
      <summary>Statuses</summary>
      <table>
        ${join(statuses)}
      </table>
    </details>
  </article>`;
}

/** The descriptions are CommonMark for OpenAPI tools; here only their `code` spans matter. */
function prose(text: string): SafeHtml {
  return join(
    text.split('`').map((part, i) => (i % 2 ? html`<code>${part}</code>` : html`${part}`)),
  );
}

function join(parts: SafeHtml[]): SafeHtml {
  return new SafeHtml(parts.map((p) => p.value).join(''));
}

/** A readable page of the OpenAPI document: every operation with its schemas. */
export function renderDocsPage(doc: OpenApiDocument, jsonUrl: string): string {
  const sections = doc.tags.map((tag) => {
    const ops: SafeHtml[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (op.tags.includes(tag.name)) ops.push(operationBlock(doc, method, path, op));
      }
    }
    return html`<section id="tag-${tag.name}">
      <h2>${tag.name}</h2>
      <p>${prose(tag.description)}</p>
      ${join(ops)}
    </section>`;
  });
  const nav = doc.tags.map((t) => html`<a href="#tag-${t.name}">${t.name}</a>`);
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${doc.info.title}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <h1>${doc.info.title} <small>${doc.info.version} · OpenAPI ${doc.openapi}</small></h1>
          <p>${prose(doc.info.description)}</p>
          <p><a href="${jsonUrl}">The OpenAPI document (JSON)</a></p>
          <nav>${join(nav)}</nav>
        </header>
        <main>${join(sections)}</main>
      </body>
    </html>`.value;
}
