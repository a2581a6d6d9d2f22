import {describe, expect, it} from 'vitest';
import {lowPriorityModulePreloads} from '~/lib/script-priority';

const page = [
  '<!DOCTYPE html><html><head><title>Robes d’été</title></head><body><h1>Dresses — été</h1>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>',
  '<script nonce="n" type="module" async="">import "/assets/entry.client.js";</script>',
  '<script>enqueue("<link rel=\\"modulepreload\\" href=\\"/data\\">")</script></body></html>',
].join('');

async function streamed(chunks: Uint8Array[]) {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowPriorityModulePreloads())).text();
}

describe('module preloads in the page stream', () => {
  const expected = page
    .replace('<link rel="modulepreload" href="/assets/entry', '<link rel="modulepreload" fetchpriority="low" href="/assets/entry')
    .replace('<link rel="modulepreload" href="/assets/root', '<link rel="modulepreload" fetchpriority="low" href="/assets/root');

  it('asks for the scripts at low priority and leaves the route data after the module script alone', async () => {
    const out = await streamed([new TextEncoder().encode(page)]);
    expect(out).toBe(expected);
    expect(out).toContain('enqueue("<link rel=\\"modulepreload\\" href=\\"/data\\">")');
  });

  it('gives the same page however the stream is cut, even inside a tag or a character', async () => {
    const bytes = new TextEncoder().encode(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await streamed([bytes.slice(0, cut), bytes.slice(cut)]);
      expect(out, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it('sends the chunks after the module script on as the very bytes React wrote, without decoding them', async () => {
    const encoder = new TextEncoder();
    const [head, body] = [page.slice(0, page.indexOf('<script>')), page.slice(page.indexOf('<script>'))];
    const later = [encoder.encode(body), encoder.encode('<p>été</p>').subarray(0, 5)];
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of [encoder.encode(head), ...later]) controller.enqueue(chunk);
        controller.close();
      },
    });
    const reader = source.pipeThrough(lowPriorityModulePreloads()).getReader();
    const out: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) out.push(read.value);
    expect(out.slice(-2)).toEqual(later);
    expect(out.at(-1)).toBe(later[1]);
    expect(out.at(-2)).toBe(later[0]);
  });

  it('gives the same page when every byte is its own chunk', async () => {
    const bytes = new TextEncoder().encode(page);
    expect(await streamed([...bytes].map((byte) => Uint8Array.of(byte)))).toBe(expected);
  });

  it('passes a page without scripts through unchanged', async () => {
    const plain = '<html><body><p>Sold out</p></body></html>';
    expect(await streamed([new TextEncoder().encode(plain)])).toBe(plain);
  });
});
