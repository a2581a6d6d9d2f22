/**
 * The page's own HTML is complete and readable before any script runs, so on a slow
 * phone connection the photos and fonts should win the bandwidth, not the ~110 KB of
 * JavaScript that only makes the page interactive. React Router's <Scripts /> preloads
 * every module at the browser's high script priority and offers no way to change it,
 * so the HTML stream marks those preloads `fetchpriority="low"` on its way out.
 *
 * The preloads all sit in one run just before the inline module script; once that
 * script has passed, the rest of the stream (the route data) is left as it is.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const DONE_AFTER = 'type="module"';

export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let done = false;

  return new TransformStream({
    transform(chunk, controller) {
      const text = pending + decoder.decode(chunk, {stream: true});
      if (done) return controller.enqueue(encoder.encode(text));
      const end = text.indexOf(DONE_AFTER);
      if (end !== -1) {
        done = true;
        pending = '';
        const cut = end + DONE_AFTER.length;
        controller.enqueue(encoder.encode(text.slice(0, cut).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD) + text.slice(cut)));
        return;
      }
      // A tag can straddle two chunks: hold back one that has not closed yet.
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
      const head = text.slice(0, cut);
      pending = text.slice(cut);
      if (head) controller.enqueue(encoder.encode(head.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(done ? rest : rest.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)));
    },
  });
}
