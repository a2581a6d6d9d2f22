import {describe, expect, it, vi} from 'vitest';
import {validMedia, type MediaProblem} from '~/lib/media';

const image = {
  mediaContentType: 'IMAGE',
  id: 'gid://shopify/MediaImage/1',
  previewImage: {url: 'https://cdn/x.jpg', altText: 'Dress'},
};
const video = {
  mediaContentType: 'VIDEO',
  sources: [{url: 'https://cdn/x.mp4'}],
};
const youtube = {
  mediaContentType: 'EXTERNAL_VIDEO',
  host: 'YOUTUBE',
  originUrl: 'https://youtu.be/x',
};
const vimeo = {mediaContentType: 'EXTERNAL_VIDEO', host: 'VIMEO'};
const model = {mediaContentType: 'MODEL_3D'};

describe('validMedia', () => {
  it('keeps every supported item unchanged and in order', () => {
    const report = vi.fn();
    expect(validMedia([image, video, youtube, vimeo, model], report)).toEqual([
      image,
      video,
      youtube,
      vimeo,
      model,
    ]);
    expect(report).not.toHaveBeenCalled();
  });

  it("drops an unknown media type and reports 'Invalid mediaContentType'", () => {
    const problems: MediaProblem[] = [];
    const bad = {mediaContentType: 'AUDIO'};
    expect(validMedia([image, bad], (p) => problems.push(p))).toEqual([image]);
    expect(problems).toEqual([
      {index: 1, item: bad, messages: ['Invalid mediaContentType']},
    ]);
  });

  it("drops an external video from another host and reports 'Invalid host'", () => {
    const problems: MediaProblem[] = [];
    const bad = {mediaContentType: 'EXTERNAL_VIDEO', host: 'DAILYMOTION'};
    const missing = {mediaContentType: 'EXTERNAL_VIDEO'};
    expect(
      validMedia([bad, youtube, missing], (p) => problems.push(p)),
    ).toEqual([youtube]);
    expect(problems.map((p) => [p.index, p.messages])).toEqual([
      [0, ['Invalid host']],
      [2, ['Invalid host']],
    ]);
  });

  it('reports each bad item once', () => {
    const report = vi.fn();
    validMedia([null, 'x', {}, image], report);
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('gives an empty list for something that is not a list', () => {
    expect(validMedia(undefined, vi.fn())).toEqual([]);
    expect(validMedia({nodes: []})).toEqual([]);
  });
});
