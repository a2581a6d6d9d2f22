/**
 * A minimal ISO BMFF (mp4) writer for one H.264 video track: ftyp, then moov before mdat
 * ("fast start") so a browser can play while it downloads.
 */
import {PROFILE} from './h264.ts';

type Part = Uint8Array | number[];

function concat(parts: Part[]): Uint8Array<ArrayBuffer> {
  const arrays = parts.map((p) =>
    p instanceof Uint8Array ? p : Uint8Array.from(p),
  );
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let offset = 0;
  for (const a of arrays) {
    out.set(a, offset);
    offset += a.length;
  }
  return out;
}

const u8 = (n: number) => [n & 0xff];
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [
  (n >>> 24) & 0xff,
  (n >>> 16) & 0xff,
  (n >>> 8) & 0xff,
  n & 0xff,
];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const zeros = (n: number) => new Array<number>(n).fill(0);
const MATRIX = [
  ...u32(0x00010000),
  ...u32(0),
  ...u32(0),
  ...u32(0),
  ...u32(0x00010000),
  ...u32(0),
  ...u32(0),
  ...u32(0),
  ...u32(0x40000000),
];

function box(type: string, ...parts: Part[]): Uint8Array {
  const body = concat(parts);
  return concat([u32(body.length + 8), ascii(type), body]);
}
const fullBox = (
  type: string,
  version: number,
  flags: number,
  ...parts: Part[]
) => box(type, [version, ...u32(flags).slice(1)], ...parts);

export type Track = {
  width: number;
  height: number;
  /** Ticks per second; every sample lasts sampleDuration ticks. */
  timescale: number;
  sampleDuration: number;
  sps: Uint8Array;
  pps: Uint8Array;
  /** Each sample is one access unit: a single NAL unit (without start code). */
  samples: {nal: Uint8Array; sync: boolean}[];
};

function sampleEntry(t: Track) {
  const avcC = box(
    'avcC',
    [1, PROFILE.profileIdc, PROFILE.constraints, PROFILE.levelIdc, 0xff, 0xe1],
    u16(t.sps.length),
    t.sps,
    [1],
    u16(t.pps.length),
    t.pps,
  );
  const compressor = zeros(32);
  return box(
    'avc1',
    zeros(6),
    u16(1), // reserved, data_reference_index
    zeros(16),
    u16(t.width),
    u16(t.height),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    compressor,
    u16(0x18),
    u16(0xffff),
    avcC,
  );
}

function sampleTable(t: Track, chunkOffset: number) {
  const syncs = t.samples.flatMap((s, i) => (s.sync ? [i + 1] : []));
  return box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), sampleEntry(t)),
    fullBox('stts', 0, 0, u32(1), u32(t.samples.length), u32(t.sampleDuration)),
    fullBox('stss', 0, 0, u32(syncs.length), ...syncs.map(u32)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(t.samples.length), u32(1)),
    fullBox(
      'stsz',
      0,
      0,
      u32(0),
      u32(t.samples.length),
      ...t.samples.map((s) => u32(s.nal.length + 4)),
    ),
    fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
  );
}

function movie(t: Track, chunkOffset: number) {
  const duration = t.samples.length * t.sampleDuration;
  const movieDuration = Math.round((duration * 1000) / t.timescale);
  return box(
    'moov',
    fullBox(
      'mvhd',
      0,
      0,
      u32(0),
      u32(0),
      u32(1000),
      u32(movieDuration),
      u32(0x00010000),
      u16(0x0100),
      zeros(10),
      MATRIX,
      zeros(24),
      u32(2),
    ),
    box(
      'trak',
      fullBox(
        'tkhd',
        0,
        3,
        u32(0),
        u32(0),
        u32(1),
        u32(0),
        u32(movieDuration),
        zeros(8),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        MATRIX,
        u32(t.width << 16),
        u32(t.height << 16),
      ),
      box(
        'mdia',
        fullBox(
          'mdhd',
          0,
          0,
          u32(0),
          u32(0),
          u32(t.timescale),
          u32(duration),
          u16(0x55c4),
          u16(0),
        ),
        fullBox(
          'hdlr',
          0,
          0,
          u32(0),
          ascii('vide'),
          zeros(12),
          ascii('VideoHandler'),
          u8(0),
        ),
        box(
          'minf',
          fullBox('vmhd', 0, 1, zeros(8)),
          box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
          sampleTable(t, chunkOffset),
        ),
      ),
    ),
  );
}

export function mp4(t: Track): Uint8Array<ArrayBuffer> {
  const ftyp = box(
    'ftyp',
    ascii('isom'),
    u32(0x200),
    ascii('isomiso2avc1mp41'),
  );
  // The chunk offset depends on moov's size, which does not depend on the offset's value.
  const moovSize = movie(t, 0).length;
  const payload = concat(t.samples.flatMap((s) => [u32(s.nal.length), s.nal]));
  const mdat = concat([u32(payload.length + 8), ascii('mdat'), payload]);
  return concat([ftyp, movie(t, ftyp.length + moovSize + 8), mdat]);
}
