/**
 * Sizes the generated media come in, shared with the catalog seed so the media rows
 * state the real dimensions of what the image and video routes serve.
 */
export const IMAGE_SIZE = {width: 1280, height: 1920} as const;
/** Small on purpose: frames are stored uncompressed (see video.ts). */
export const VIDEO_SIZE = {width: 320, height: 480} as const;
