/**
 * A plain left click: no modifier asks for a new tab, window or download, so a link may
 * be followed in the page instead (by the router, or by code of the page's own).
 */
export function isPlainClick(
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
  >,
) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
