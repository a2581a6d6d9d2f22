/** Escaping and a bare accessible page shell for the sandbox's own HTML pages. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => `&#${c.charCodeAt(0)};`,
  );
}

export function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fafafa;margin:0}
  main{max-width:42rem;margin:2rem auto;padding:0 1rem}
  table{border-collapse:collapse;width:100%;margin:1rem 0}
  th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd;vertical-align:top}
  td.num,th.num{text-align:right}
  img{display:block;border-radius:4px}
  label{display:block;font-weight:600;margin-top:1rem}
  input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #767676;border-radius:4px}
  button{font:inherit;margin-top:1.5rem;padding:.75rem 1.5rem;background:#1a1a1a;color:#fff;border:0;border-radius:4px;cursor:pointer}
  button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #005fcc;outline-offset:2px}
  .error{background:#fdecea;border:1px solid #b3261e;color:#8c1d18;padding:.75rem 1rem;border-radius:4px}
  .note{color:#555}
  pre{white-space:pre-wrap}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {'content-type': 'text/html; charset=utf-8'},
  });
}
