const HEX_PAIR = /^[0-9a-f]{2}$/i;

function decodes(text: string) {
  try {
    // The result is used: the bundler drops an unused call to a built-in it deems pure,
    // and with it the throw this relies on.
    return decodeURIComponent(text).length >= 0;
  } catch {
    return false;
  }
}

/**
 * An address (path and query) holding a '%' that starts no escape ('/collections/dresses%zz')
 * or escapes that are not UTF-8 (a cut-off '/products/%E0%A4%A'): React Router, Vite and
 * mini-oxygen throw reading it, so it cannot reach a page. The same address with each stray '%'
 * written as itself ('%25') and each broken character as U+FFFD, as URLSearchParams reads
 * them, or null when nothing is broken. It starts with one '/' and no backslash, so a redirect
 * to it stays on this site ('//host%zz' names no other host).
 */
export function mendedPath(address: string): string | null {
  const mended = mendedEscapes(address);
  return mended === null ? null : `/${mended.replace(/^[/\\]+/, '')}`;
}

/**
 * What an address with a broken escape is answered: a page is sent on to the address mended,
 * where it or the not-found page shows in the shell; a form posted there is refused, as
 * nothing of ours posts to such an address.
 */
export function brokenEscapeResponse(method: string, mended: string) {
  const page = method === 'GET' || method === 'HEAD';
  return new Response(
    page ? null : 'That address isn’t valid. Please check it and try again.',
    {
      status: page ? 301 : 400,
      headers: {
        ...(page
          ? {Location: mended}
          : {'Content-Type': 'text/plain; charset=utf-8'}),
        'Cache-Control': 'no-store',
      },
    },
  );
}

function mendedEscapes(address: string): string | null {
  if (decodes(address)) return null;
  let mended = '';
  let escapes = '';
  const bytes: number[] = [];
  const endRun = () => {
    if (!escapes) return;
    mended += decodes(escapes)
      ? escapes
      : encodeURIComponent(new TextDecoder().decode(new Uint8Array(bytes)));
    escapes = '';
    bytes.length = 0;
  };
  for (let at = 0; at < address.length; at++) {
    const pair = address.slice(at + 1, at + 3);
    if (address[at] === '%' && HEX_PAIR.test(pair)) {
      escapes += `%${pair}`;
      bytes.push(parseInt(pair, 16));
      at += 2;
      continue;
    }
    endRun();
    mended += address[at] === '%' ? '%25' : address[at];
  }
  endRun();
  return mended;
}
