/**
 * React's worker renderer with the build's markup encoder (scripts/markup-encoder.mjs,
 * decision 016) writes exactly the bytes it writes without it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {
  markupEncoder,
  OUTPUT_BUFFER,
  reactMarkupEncoder,
} from '../../../scripts/markup-encoder.mjs';
import {
  buildContext,
  loadCommonJs,
  packageDirectory,
  type BuildContext,
} from '../../support/build-plugins';

const reactServerFile = join(
  packageDirectory('react-dom'),
  'cjs/react-dom-server.browser.production.min.js',
);
const reactServerSource = readFileSync(reactServerFile, 'utf8');

type Transform = (
  this: BuildContext,
  code: string,
  id: string,
) => {code: string} | null;
const transform = reactMarkupEncoder().transform as unknown as Transform;

type ReactServer = {
  renderToReadableStream(node: ReactNode): Promise<ReadableStream<Uint8Array>>;
};
const loadReactServer = (code: string) =>
  loadCommonJs<ReactServer>(code, reactServerFile);
const original = loadReactServer(reactServerSource);
const patched = loadReactServer(
  transform.call(buildContext, reactServerSource, reactServerFile)!.code,
);

async function bytesOf(server: ReactServer, node: ReactNode) {
  const stream = await server.renderToReadableStream(node);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function piecesOf(server: ReactServer, node: ReactNode) {
  const pieces: number[] = [];
  const reader = (await server.renderToReadableStream(node)).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    pieces.push(read.value.length);
  return pieces;
}

/** Thousands of short pieces (more than one block), accents, emoji and long texts. */
function catalogue(name: string) {
  return (
    <ul data-name={name}>
      {Array.from({length: 3000}, (_, index) => (
        <li
          key={index}
          data-index={index}
          className={index % 7 ? 'tile' : 'tile tile--sale'}
          title={index % 5 ? `Size ${index % 16}` : 'Été – “linen” ✓'}
        >
          {index % 11 ? `${name} ${index}` : '👗 Robe d’été'}
          {index % 97 ? null : 'x'.repeat(600)}
          {index % 131 ? null : '\uD800 lone'}
        </li>
      ))}
    </ul>
  );
}

describe('the markup encoder', () => {
  it('encodes as TextEncoder does, and never rewrites bytes it handed out', () => {
    const encoder = markupEncoder();
    const texts = Array.from(
      {length: 20_000},
      (_, index) =>
        [
          `<li data-i="${index}">`,
          'é',
          '',
          '👗',
          '\uDC00',
          'y'.repeat(index % 400),
        ][index % 6]!,
    );
    const encoded = texts.map((text) => encoder.encode(text));
    const expected = new TextEncoder();
    texts.forEach((text, index) =>
      expect(encoded[index]).toEqual(expected.encode(text)),
    );
  });

  it("makes React's worker renderer write the same bytes", async () => {
    const [before, after] = await Promise.all([
      bytesOf(original, catalogue('Dress')),
      bytesOf(patched, catalogue('Dress')),
    ]);
    expect(after.length).toBeGreaterThan(100_000);
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
  });

  it('keeps two pages rendered at once apart', async () => {
    const [first, second] = await Promise.all([
      bytesOf(patched, catalogue('Dress')),
      bytesOf(patched, catalogue('Skirt')),
    ]);
    expect(first).toEqual(await bytesOf(original, catalogue('Dress')));
    expect(second).toEqual(await bytesOf(original, catalogue('Skirt')));
  });

  it('hands the stream pieces of up to 16 KB instead of 512 bytes', async () => {
    const before = await piecesOf(original, catalogue('Dress'));
    const after = await piecesOf(patched, catalogue('Dress'));
    expect(Math.max(...before)).toBeLessThanOrEqual(512 + 600 * 4);
    expect(Math.max(...after)).toBe(OUTPUT_BUFFER);
    expect(after.length).toBeLessThan(before.length / 20);
  });

  it('stops the build when React no longer encodes this way', () => {
    expect(() =>
      transform.call(buildContext, 'var a = 1;', reactServerFile),
    ).toThrow(/expected one TextEncoder/);
    expect(() =>
      transform.call(
        buildContext,
        reactServerSource.replaceAll(
          'new Uint8Array(512)',
          'new Uint8Array(2048)',
        ),
        reactServerFile,
      ),
    ).toThrow(/512-byte output buffer/);
    expect(transform.call(buildContext, 'var a = 1;', '/app/root.tsx')).toBe(
      null,
    );
  });
});
