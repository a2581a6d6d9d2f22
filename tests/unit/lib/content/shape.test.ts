/** The field readers page slices and collections render through (the global schema builds on them too). */
import {describe, expect, it} from 'vitest';
import {richText} from '~/lib/content/shape';

describe('rich text', () => {
  it('is shown only when a block has text', () => {
    const paragraph = {type: 'paragraph', text: 'Hello', spans: []};
    expect(richText([paragraph])).toEqual([paragraph]);
    expect(richText([{type: 'paragraph', text: '  ', spans: []}])).toBeNull();
    expect(richText([{type: 'paragraph', text: 5, spans: []}])).toBeNull();
    expect(richText('Hello')).toBeNull();
    expect(richText([])).toBeNull();
  });
});
