import type { ServerResponse } from 'node:http';

import { escapeHtml } from '../http/html';

/** One small stylesheet for the operator pages; inline, as the pages carry no other file. */
const style = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem}h2{font-size:1.25rem;margin-top:2rem}h3{font-size:1.05rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;background:#fff}
th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600;padding:.25rem 0}
button{font:inherit;padding:.35rem .8rem;min-height:44px;cursor:pointer}
button[disabled]{cursor:not-allowed}
.note{color:#555;font-size:.9rem}.bad{color:#a00000}.live{font-weight:600}
.message{border-left:4px solid #0a5;padding:.5rem 1rem;background:#e9f7ef}
.error{border-left:4px solid #a00000;padding:.5rem 1rem;background:#fdecea}
pre{white-space:pre-wrap;word-break:break-all;background:#fff;border:1px solid #ccc;padding:.5rem;font-size:.85rem}
label{display:block;margin:.5rem 0 .25rem}input{font:inherit;padding:.35rem;min-height:44px;box-sizing:border-box}
.scroll{overflow-x:auto}.scroll:focus-visible{outline:3px solid #1a5fb4}
td form{display:inline-block;margin:0 .5rem .25rem 0}
`;

/**
 * A page of the operator tools (the status page, a refused preview link). English only: they are read by the
 * people who release the site, not by its visitors, and quote the release tools' own words (unit names,
 * versions, refusals), which are English everywhere else too (the CLI, the registry's history).
 */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export function sendHtml(response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', ...headers });
  response.end(html);
}
