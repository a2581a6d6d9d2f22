/**
 * React 18's streaming renderer for workers turns every piece of markup it writes (a tag
 * name, an attribute value, a text) into bytes with its own `TextEncoder.encode` call,
 * then copies those bytes into its 512-byte output buffer. In workerd each call crosses
 * into the runtime and allocates a buffer: a listing of 32 tiles made thousands of them,
 * a third of the page's render time. React 19 writes into its buffer directly; until
 * Hydrogen moves to it, the production build hands React this encoder instead (decision
 * 016). Same bytes, measured identical page for page.
 */

/**
 * An encoder whose short ASCII pieces are views into a shared block rather than buffers
 * of their own. Views are never written again once handed out (React copies them or
 * keeps them as they are), so no request can see another's bytes; a full block is left
 * to the garbage collector along with the last view of it.
 *
 * Kept free of outside names: the build inlines its source into React.
 */
export function markupEncoder() {
  const encoder = new TextEncoder();
  const BLOCK = 16384;
  const SHORT = 128;
  let block = new Uint8Array(BLOCK);
  let used = 0;
  return {
    encode(text = '') {
      const length = text.length;
      if (length > SHORT) return encoder.encode(text);
      if (used + length > BLOCK) {
        block = new Uint8Array(BLOCK);
        used = 0;
      }
      const start = used;
      for (let i = 0; i < length; i++) {
        const code = text.charCodeAt(i);
        // Anything beyond ASCII is the runtime's to encode (UTF-8, lone surrogates).
        if (code > 127) {
          used = start;
          return encoder.encode(text);
        }
        block[used++] = code;
      }
      return block.subarray(start, used);
    },
  };
}

/**
 * React 18 hands the stream a piece every 512 bytes of markup: a listing of ~450 KB was
 * about 900 pieces, and each costs the runtime (the stream, its reader, the relay to the
 * shopper) more than the copy into a larger buffer does. React still hands over what it
 * has at the end of every pass of work, so the first bytes go out as soon as before; only
 * the pieces within a pass are fewer (decision 030).
 */
export const OUTPUT_BUFFER = 16384;
// Minified: `if(512<b.length)` (a piece too large to copy) and `new Uint8Array(512)` (a new buffer).
const LARGE_PIECE = /if\(0!==(\w)\.length\)if\(512</g;
const NEW_BUFFER = /new Uint8Array\(512\)/g;

const REACT_SERVER = /react-dom-server\.browser\.production(\.min)?\.js$/;
// Minified, the call has no parentheses: `new TextEncoder;`.
const NEW_ENCODER = /new TextEncoder(\(\))?/;
const NEW_ENCODER_ALL = new RegExp(NEW_ENCODER, 'g');

/** The Vite plugin: the production server build's React gets `markupEncoder` and a larger output buffer. */
export function reactMarkupEncoder() {
  return {
    name: 'react-markup-encoder',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_SERVER.test(id.split('?')[0])) return null;
      const uses = code.match(NEW_ENCODER_ALL)?.length ?? 0;
      // A React that no longer encodes this way needs this plugin reconsidered, not skipped.
      if (uses !== 1)
        this.error(
          `react-markup-encoder: expected one TextEncoder in ${id}, found ${uses}`,
        );
      const larges = code.match(LARGE_PIECE)?.length ?? 0;
      const buffers = code.match(NEW_BUFFER)?.length ?? 0;
      if (larges !== 1 || buffers !== 4)
        this.error(
          `react-markup-encoder: expected React's 512-byte output buffer in ${id} (1 size check, 4 buffers), found ${larges} and ${buffers}`,
        );
      return {
        code: code
          .replace(NEW_ENCODER, `(${markupEncoder})()`)
          .replace(LARGE_PIECE, `if(0!==$1.length)if(${OUTPUT_BUFFER}<`)
          .replace(NEW_BUFFER, `new Uint8Array(${OUTPUT_BUFFER})`),
        map: null,
      };
    },
  };
}
