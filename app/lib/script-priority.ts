/**
 * The page's own HTML is complete and readable before any script runs, so on a slow
 * phone connection the photos and fonts should win the bandwidth, not the ~110 KB of
 * JavaScript that only makes the page interactive. React Router's <Scripts /> preloads
 * every module at the browser's high script priority and offers no way to change it,
 * so the HTML stream marks those preloads `fetchpriority="low"` on its way out.
 *
 * The preloads all sit in one run just before the inline module script; once that
 * script has passed, every later chunk (the body and the route data, most of the page)
 * goes out as the very bytes React wrote. The search works on bytes, never decoding:
 * the markers are ASCII, and in UTF-8 an ASCII byte is never part of a longer
 * character, so a match can't land inside one, and a character split across two
 * chunks is simply carried over untouched.
 */
const encoder = new TextEncoder();
const PRELOAD = encoder.encode('<link rel="modulepreload"');
const LOW_PRIORITY = encoder.encode(' fetchpriority="low"');
const DONE_AFTER = encoder.encode('type="module"');
/** Bytes at a chunk's end that may begin a marker completed by the next chunk. */
const CARRY = Math.max(PRELOAD.length, DONE_AFTER.length) - 1;

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first, from); i !== -1 && i <= last; i = haystack.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/** `bytes[0, end)` with every preload marked low priority. */
function markPreloads(bytes: Uint8Array, end: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let at = indexOf(bytes, PRELOAD); at !== -1 && at + PRELOAD.length <= end; at = indexOf(bytes, PRELOAD, at + 1)) {
    parts.push(bytes.subarray(start, at + PRELOAD.length), LOW_PRIORITY);
    start = at + PRELOAD.length;
  }
  if (!parts.length) return bytes.subarray(0, end);
  parts.push(bytes.subarray(start, end));
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  let carried: Uint8Array = new Uint8Array(0);
  let done = false;

  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      const bytes = carried.length ? concat([carried, chunk]) : chunk;
      const script = indexOf(bytes, DONE_AFTER);
      if (script !== -1) {
        done = true;
        carried = new Uint8Array(0);
        const cut = script + DONE_AFTER.length;
        controller.enqueue(markPreloads(bytes, cut));
        if (cut < bytes.length) controller.enqueue(bytes.subarray(cut));
        return;
      }
      // Hold back a tail that may be the start of a marker, never part of a whole one.
      let keep = Math.max(0, bytes.length - CARRY);
      for (let at = indexOf(bytes, PRELOAD); at !== -1; at = indexOf(bytes, PRELOAD, at + 1)) {
        keep = Math.max(keep, at + PRELOAD.length);
      }
      keep = Math.min(keep, bytes.length);
      if (keep) controller.enqueue(markPreloads(bytes, keep));
      carried = bytes.slice(keep);
    },
    flush(controller) {
      if (carried.length) controller.enqueue(done ? carried : markPreloads(carried, carried.length));
    },
  });
}
