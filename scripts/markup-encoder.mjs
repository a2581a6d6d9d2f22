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

const REACT_SERVER = /react-dom-server\.browser\.production(\.min)?\.js$/;
// Minified, the call has no parentheses: `new TextEncoder;`.
const NEW_ENCODER = /new TextEncoder(\(\))?/;
const NEW_ENCODER_ALL = new RegExp(NEW_ENCODER, 'g');

/** The Vite plugin: the production server build's React gets `markupEncoder`. */
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
      return {
        code: code.replace(NEW_ENCODER, `(${markupEncoder})()`),
        map: null,
      };
    },
  };
}
