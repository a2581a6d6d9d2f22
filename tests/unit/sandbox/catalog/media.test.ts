import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../../sandbox/server.ts';
import {createLru} from '../../../../sandbox/images/cache.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(sandbox.origin + path, {headers});
  const body = Buffer.from(await response.arrayBuffer());
  return {response, body};
}

const size = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return {format: meta.format, width: meta.width, height: meta.height};
};

describe('generated product imagery', () => {
  it('answers a portrait webp of the requested width, cached for a year', async () => {
    const {response, body} = await get(
      '/images/products/calla-tiered-maxi-dress-navy-1.webp?width=640',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await size(body)).toEqual({format: 'webp', width: 640, height: 960});
  });

  it('renders 1280x1920 natively and never upscales', async () => {
    expect(
      await size(
        (await get('/images/products/calla-tiered-maxi-dress-navy-2.jpg')).body,
      ),
    ).toEqual({format: 'jpeg', width: 1280, height: 1920});
    expect(
      await size(
        (
          await get(
            '/images/products/calla-tiered-maxi-dress-navy-3.jpg?width=4000',
          )
        ).body,
      ),
    ).toMatchObject({width: 1280, height: 1920});
  });

  it('serves webp to a browser that takes webp, and says the answer varies by Accept', async () => {
    const {response, body} = await get(
      '/images/products/gift-card-1.jpg?width=320',
      {accept: 'image/webp,*/*'},
    );
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(await size(body)).toMatchObject({
      format: 'webp',
      width: 320,
      height: 480,
    });
  });

  it('serves the smaller of avif and webp to a browser that takes avif, as Shopify and imgix do', async () => {
    const chrome = {
      accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
    };
    const photo =
      '/images/products/isadora-pleated-dress-leopard-1.jpg?width=320';
    const avif = await get(photo, chrome);
    const webp = await get(photo, {accept: 'image/webp,*/*'});
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(await size(avif.body)).toMatchObject({
      format: 'heif',
      width: 320,
      height: 480,
    });
    expect(avif.body.byteLength).toBeLessThan(webp.body.byteLength);
    // imgix with auto=format negotiates the same way; a named format is kept.
    const prismic = await get(
      '/images/content/home-hero-mobile.jpg?w=640&auto=format,compress',
      chrome,
    );
    expect(prismic.response.headers.get('content-type')).toMatch(
      /^image\/(avif|webp)$/,
    );
    for (const named of ['format=jpg', 'format=pjpg', 'fm=png'])
      expect(
        (await get(`${photo}&${named}`, chrome)).response.headers.get(
          'content-type',
        ),
      ).toBe(named.endsWith('png') ? 'image/png' : 'image/jpeg');
  });

  it('crops to a box with Shopify crop and imgix fit=crop', async () => {
    expect(
      await size(
        (
          await get(
            '/images/products/gift-card-1.jpg?width=400&height=400&crop=center',
          )
        ).body,
      ),
    ).toEqual({format: 'jpeg', width: 400, height: 400});
    expect(
      await size(
        (
          await get(
            '/images/products/gift-card-1.jpg?w=300&h=200&fit=crop&q=60',
          )
        ).body,
      ),
    ).toEqual({format: 'jpeg', width: 300, height: 200});
    expect(
      await size(
        (await get('/images/products/gift-card-1.jpg?width=400&height=400'))
          .body,
      ),
    ).toEqual({format: 'jpeg', width: 267, height: 400});
    expect(
      await size(
        (await get('/images/products/gift-card-1.jpg?w=300&fm=png')).body,
      ),
    ).toEqual({format: 'png', width: 300, height: 450});
  });

  it('draws collection, swatch and editorial pictures, and 404s unknown products', async () => {
    expect(
      await size((await get('/images/collections/dresses.jpg?width=600')).body),
    ).toMatchObject({width: 600, height: 900});
    expect((await get('/images/swatches/floral.jpg')).response.status).toBe(
      200,
    );
    expect(
      (await get('/images/content/home-hero-desktop.jpg?w=800')).response
        .status,
    ).toBe(200);
    expect(
      (await get('/images/products/no-such-product-1.jpg')).response.status,
    ).toBe(404);
    expect((await get('/images/swatches/plaid.jpg')).response.status).toBe(404);
  });

  it('draws each garment in its own colour', async () => {
    const mean = async (path: string) =>
      (await sharp((await get(path)).body).stats()).channels.map((c) =>
        Math.round(c.mean),
      );
    const navy = await mean(
      '/images/products/calla-tiered-maxi-dress-navy-1.jpg?width=100',
    );
    const blush = await mean(
      '/images/products/calla-tiered-maxi-dress-blush-1.jpg?width=100',
    );
    expect(navy).not.toEqual(blush);
    expect(blush[0]).toBeGreaterThan(navy[0]);
  });

  it('draws the footer’s social icons as each network’s white mark on a dark disc', async () => {
    const icon = async (network: string) => {
      const {body} = await get(`/images/content/icon-${network}.jpg?width=64`);
      const {data, info} = await sharp(body)
        .greyscale()
        .raw()
        .toBuffer({resolveWithObject: true});
      const at = (x: number, y: number) => data[y * info.width + x];
      return {size: [info.width, info.height], at, pixels: data};
    };
    const instagram = await icon('instagram');
    expect(instagram.size).toEqual([64, 64]);
    // The disc is ink just inside its edge, the corners outside it white…
    expect(instagram.at(32, 4)).toBeLessThan(60);
    expect(instagram.at(1, 1)).toBeGreaterThan(230);
    // …and the mark is white: Instagram's ring at the centre's edge, its dot up and right.
    expect(instagram.at(40, 24)).toBeGreaterThan(200);
    const tiktok = await icon('tiktok');
    const pinterest = await icon('pinterest');
    expect(tiktok.pixels.equals(instagram.pixels)).toBe(false);
    expect(pinterest.pixels.equals(tiktok.pixels)).toBe(false);
    // Any other content picture is still the editorial scene, portrait.
    expect(
      await size((await get('/images/content/icon-unknown.jpg?width=64')).body),
    ).toMatchObject({width: 64, height: 96});
  });
});

describe('the image cache', () => {
  it('keeps the most recently used entries within its byte budget', () => {
    const lru = createLru(10);
    lru.set('a', new Uint8Array(4));
    lru.set('b', new Uint8Array(4));
    lru.get('a');
    lru.set('c', new Uint8Array(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.bytes).toBeLessThanOrEqual(10);
  });
});

/** Box type and payload offsets of an mp4's top-level boxes. */
function boxes(data: Buffer, start = 0, end = data.length) {
  const out: {type: string; start: number; size: number}[] = [];
  for (let at = start; at < end;) {
    const size = data.readUInt32BE(at);
    out.push({type: data.toString('latin1', at + 4, at + 8), start: at, size});
    at += size;
  }
  return out;
}

describe('product videos', () => {
  it('serves a fast-start H.264 mp4 of three one-second shots', async () => {
    const {response, body} = await get('/videos/juniper-wrap-dress-rust.mp4');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(boxes(body).map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
    const moov = body.subarray(boxes(body)[1].start);
    expect(moov.includes(Buffer.from('avc1'))).toBe(true);
    expect(moov.includes(Buffer.from('avcC'))).toBe(true);
    const mvhd = moov.indexOf('mvhd');
    expect(moov.readUInt32BE(mvhd + 16)).toBe(1000);
    expect(moov.readUInt32BE(mvhd + 20)).toBe(3000);
    const avc1 = moov.indexOf('avc1');
    expect([
      moov.readUInt16BE(avc1 + 28),
      moov.readUInt16BE(avc1 + 30),
    ]).toEqual([320, 480]);
    const stss = moov.indexOf('stss');
    expect(moov.readUInt32BE(stss + 8)).toBe(3);
    const mdat = boxes(body)[2];
    expect(body[mdat.start + 12] & 0x1f).toBe(5);
  });

  it('answers byte ranges, as browsers ask for video', async () => {
    const full = (await get('/videos/juniper-wrap-dress-rust.mp4')).body;
    const {response, body} = await get('/videos/juniper-wrap-dress-rust.mp4', {
      range: 'bytes=100-199',
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(
      `bytes 100-199/${full.length}`,
    );
    expect(body.equals(full.subarray(100, 200))).toBe(true);
    expect(
      (
        await get('/videos/juniper-wrap-dress-rust.mp4', {
          range: `bytes=${full.length + 5}-`,
        })
      ).response.status,
    ).toBe(416);
    expect((await get('/videos/no-such-product.mp4')).response.status).toBe(
      404,
    );
  });
});
