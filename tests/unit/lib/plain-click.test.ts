import {expect, it} from 'vitest';
import {isPlainClick} from '~/lib/plain-click';

const click = (changes: Partial<MouseEvent> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...changes,
});

it('is a left click with no modifier', () => {
  expect(isPlainClick(click())).toBe(true);
  for (const changes of [
    {button: 1},
    {metaKey: true},
    {ctrlKey: true},
    {shiftKey: true},
    {altKey: true},
  ])
    expect(isPlainClick(click(changes)), JSON.stringify(changes)).toBe(false);
});
