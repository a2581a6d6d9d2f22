/**
 * The sandbox's image service: generated product, collection and editorial pictures,
 * resized like Shopify's CDN (width, height, crop) or imgix (w, q, fit), as WebP when the
 * name ends .webp or the browser accepts it, else JPEG. Rendered images are kept in a
 * small LRU so a grid of tiles costs one render per size.
 */
import sharp from 'sharp';
import type {ServiceFactory} from '../server.ts';
import {COLOURS} from './styles.ts';
import {GARMENT_BY_TYPE, garmentSvg, type Garment} from './artwork.ts';

const MAX_WIDTH = 3840;
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 400;

function remember(key: string, value: Buffer) {
  cache.set(key, value);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
}

function intParam(url: URL, ...names: string[]) {
  for (const name of names) {
    const value = Number(url.searchParams.get(name));
    if (Number.isFinite(value) && value > 0) return Math.min(Math.round(value), MAX_WIDTH);
  }
  return undefined;
}

export const imageService: ServiceFactory = ({db}) => ({
  name: 'images',
  async handle(request, url) {
    const match = /^\/images\/(products|collections|content)\/([a-z0-9-]+?)(?:-(\d|video|film))?\.(jpg|jpeg|webp|png)$/.exec(url.pathname);
    if (!match) return undefined;
    const [, folder, name, view, extension] = match;
    let garment: Garment = 'editorial';
    let colour = '#b59a7a';
    if (folder === 'products' || folder === 'collections') {
      const product = (folder === 'products'
        ? db.prepare('SELECT product_type, tags FROM products WHERE handle = ?').get(name)
        : db.prepare('SELECT p.product_type, p.tags FROM products p JOIN collection_products cp ON cp.product_id = p.id JOIN collections c ON c.id = cp.collection_id WHERE c.handle = ? ORDER BY cp.position LIMIT 1').get(name)) as {product_type: string; tags: string} | undefined;
      if (!product && folder === 'products') return new Response('Not found', {status: 404});
      if (product) {
        garment = GARMENT_BY_TYPE[product.product_type.toLowerCase()] ?? 'editorial';
        const colourName = (JSON.parse(product.tags) as string[]).find((t) => t.startsWith('colour:'))?.slice(7);
        colour = COLOURS.find((c) => c.name === colourName)?.hex ?? '#c9a27c';
      }
    } else {
      colour = COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length].hex;
    }
    const width = intParam(url, 'width', 'w');
    const height = intParam(url, 'height', 'h');
    const quality = Math.min(100, intParam(url, 'q', 'quality') ?? 75);
    const webp = extension === 'webp' || /image\/webp/.test(request.headers.get('accept') ?? '');
    const key = `${url.pathname}|${width}|${height}|${quality}|${webp}|${url.searchParams.get('crop')}`;
    let body = cache.get(key);
    if (!body) {
      const svg = garmentSvg({garment, colour, view: view === undefined ? 1 : Number(view) || 1});
      let image = sharp(Buffer.from(svg));
      if (width || height) image = image.resize({width, height, fit: height && width ? 'cover' : 'inside', withoutEnlargement: true});
      body = await (webp ? image.webp({quality}) : image.jpeg({quality, mozjpeg: true})).toBuffer();
      remember(key, body);
    }
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': webp ? 'image/webp' : 'image/jpeg',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept',
        'access-control-allow-origin': '*',
      },
    });
  },
});
