/**
 * The sandbox's media CDN: generated product, collection, swatch and editorial pictures
 * resized like Shopify's CDN or imgix, and product videos as mp4 (with byte ranges, which
 * browsers use to start and loop video).
 */
import type {ServiceFactory} from '../server.ts';
import {artworkSvg, swatchSvg} from './artwork.ts';
import {createLru} from './cache.ts';
import {ICON_SIZE, socialIconSvg} from './icons.ts';
import {artworkFor, swatchFor} from './lookup.ts';
import {mediaTypeOf, parseTransform, render, transformKey} from './resize.ts';
import {productVideo} from './video.ts';

const IMAGE_PATH =
  /^\/images\/(products|collections|content|swatches)\/([a-z0-9][a-z0-9-]{0,200})\.(jpg|jpeg|webp|png)$/;
const VIDEO_PATH = /^\/videos\/([a-z0-9][a-z0-9-]{0,200})\.mp4$/;
const VIEW_SUFFIX = /^(.*)-(1|2|3|video|film)$/;
const CACHE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'access-control-allow-origin': '*',
};

const images = createLru(64 * 1024 * 1024);
const videos = createLru(48 * 1024 * 1024);
const inFlight = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
// Keys name the database too: two sandboxes in one process may hold different products.
const databases = new WeakMap<object, number>();
let databaseCount = 0;
function databaseKey(db: object) {
  let key = databases.get(db);
  if (key === undefined) databases.set(db, (key = ++databaseCount));
  return key;
}

/** One render per key even when a grid asks for the same picture many times at once. */
async function cached(
  lru: ReturnType<typeof createLru>,
  key: string,
  make: () => Promise<Uint8Array<ArrayBuffer>>,
) {
  const hit = lru.get(key);
  if (hit) return hit;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = make().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const body = await pending;
  lru.set(key, body);
  return body;
}

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {'content-type': 'text/plain'},
  });

type Db = Parameters<ServiceFactory>[0]['db'];

export const imageService: ServiceFactory = ({db}) => ({
  name: 'images',
  async handle(request, url) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const image = IMAGE_PATH.exec(url.pathname);
    if (image)
      return serveImage(db, request, url, image[1], image[2], image[3]);
    const video = VIDEO_PATH.exec(url.pathname);
    if (video) return serveVideo(db, request, video[1]);
    return undefined;
  },
});

type Picture = {svg: string; native?: {width: number; height: number}};

/** What to draw, and its size when it is not a product photo's 1280x1920. */
function pictureFor(db: Db, folder: string, name: string): Picture | undefined {
  if (folder === 'swatches') {
    const swatch = swatchFor(name);
    return (
      swatch && {
        svg: swatchSvg(swatch.colour, swatch.pattern),
        native: {width: 120, height: 120},
      }
    );
  }
  const icon = folder === 'content' ? socialIconSvg(name) : undefined;
  if (icon) return {svg: icon, native: ICON_SIZE};
  const suffix = folder === 'products' ? VIEW_SUFFIX.exec(name) : null;
  const art =
    (suffix && artworkFor(db, folder, suffix[1], suffix[2])) ||
    artworkFor(db, folder, name);
  return art && {svg: artworkSvg(art)};
}

async function serveImage(
  db: Db,
  request: Request,
  url: URL,
  folder: string,
  name: string,
  extension: string,
) {
  const transform = parseTransform(
    url,
    extension === 'jpeg' ? 'jpg' : extension,
    request.headers.get('accept') ?? '',
  );
  const key = `${databaseKey(db)}|${folder}/${name}|${transformKey(transform)}`;
  let body = images.get(key);
  if (!body) {
    const picture = pictureFor(db, folder, name);
    if (!picture) return notFound();
    body = await cached(images, key, () =>
      render(picture.svg, transform, picture.native),
    );
  }
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      ...CACHE_HEADERS,
      'content-type': mediaTypeOf(body),
      'content-length': String(body.byteLength),
      vary: 'Accept',
    },
  });
}

async function serveVideo(db: Db, request: Request, handle: string) {
  const art = artworkFor(db, 'products', handle);
  if (!art) return notFound();
  const body = await cached(videos, `${databaseKey(db)}|${handle}`, () =>
    productVideo(art),
  );
  const headers: Record<string, string> = {
    ...CACHE_HEADERS,
    'content-type': 'video/mp4',
    'accept-ranges': 'bytes',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range || (!range[1] && !range[2])) {
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: {...headers, 'content-length': String(body.byteLength)},
    });
  }
  const size = body.byteLength;
  const start = range[1]
    ? Number(range[1])
    : Math.max(0, size - Number(range[2]));
  const end =
    range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    return new Response(null, {
      status: 416,
      headers: {...headers, 'content-range': `bytes */${size}`},
    });
  }
  const part = body.subarray(start, end + 1);
  return new Response(request.method === 'HEAD' ? null : part, {
    status: 206,
    headers: {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(part.byteLength),
    },
  });
}
