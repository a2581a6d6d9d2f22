import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element has come within `margin` of the screen (once true, it stays
 * true). Browsers without IntersectionObserver count everything as near.
 */
export function useNearScreen(
  element: RefObject<Element | null>,
  margin: string,
  enabled = true,
) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !enabled || !element.current) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      {rootMargin: margin},
    );
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element, margin, enabled, near]);
  return near;
}
