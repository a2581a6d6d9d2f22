/**
 * Product videos: the product's front, back and detail shots as a three-second mp4 loop,
 * encoded by h264.ts and packaged by mp4.ts. Made on request and cached like images.
 */
import sharp from 'sharp';
import {artworkSvg, type Artwork} from './artwork.ts';
import {VIDEO_SIZE} from './formats.ts';
import {
  idrFrame,
  pictureParameterSet,
  sequenceParameterSet,
  skipFrame,
  type Yuv420,
} from './h264.ts';
import {mp4} from './mp4.ts';

const FPS = 24;
const HOLD_FRAMES = FPS; // one second per shot

/** RGB to limited-range BT.601 YUV 4:2:0, chroma averaged over each 2x2 block. */
function toYuv420(rgb: Uint8Array, width: number, height: number): Yuv420 {
  const y = new Uint8Array(width * height);
  const u = new Uint8Array((width / 2) * (height / 2));
  const v = new Uint8Array((width / 2) * (height / 2));
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]];
    y[i] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
  }
  for (let cy = 0; cy < height / 2; cy++) {
    for (let cx = 0; cx < width / 2; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const p = ((cy * 2 + dy) * width + cx * 2 + dx) * 3;
        r += rgb[p];
        g += rgb[p + 1];
        b += rgb[p + 2];
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const index = cy * (width / 2) + cx;
      u[index] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      v[index] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return {y, u, v};
}

async function frameOf(art: Artwork): Promise<Yuv420> {
  const {width, height} = VIDEO_SIZE;
  const rgb = await sharp(Buffer.from(artworkSvg(art)), {
    density: (72 * width) / 1280,
  })
    .resize({width, height, fit: 'fill'})
    .removeAlpha()
    .raw()
    .toBuffer();
  return toYuv420(new Uint8Array(rgb), width, height);
}

export async function productVideo(
  art: Omit<Artwork, 'view'>,
): Promise<Uint8Array<ArrayBuffer>> {
  const {width, height} = VIDEO_SIZE;
  const shots = await Promise.all(
    (['front', 'back', 'detail'] as const).map((view) =>
      frameOf({...art, view}),
    ),
  );
  const samples = shots.flatMap((shot, index) => [
    {nal: idrFrame(shot, width, height, index), sync: true},
    ...Array.from({length: HOLD_FRAMES - 1}, (_, k) => ({
      nal: skipFrame(width, height, k + 1),
      sync: false,
    })),
  ]);
  return mp4({
    width,
    height,
    timescale: FPS * 100,
    sampleDuration: 100,
    sps: sequenceParameterSet(width, height),
    pps: pictureParameterSet(),
    samples,
  });
}
