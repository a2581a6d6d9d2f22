/**
 * The page's scripts: the router's state runs in place, the modules wait until the page
 * has loaded and painted (or the shopper touches it, or three seconds pass).
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {splitScripts, startAfterLoad} from '~/lib/page-scripts';

// The shape React Router's <Scripts /> draws on the server.
const markup = [
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<script nonce="n1">window.__reactRouterContext = {"state":"</x>"};</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
].join('');

describe('splitting the page scripts', () => {
  it('keeps the router state to run in place and holds the modules and their start', () => {
    expect(splitScripts(markup)).toEqual({
      context: 'window.__reactRouterContext = {"state":"</x>"};',
      modules: [
        {href: '/assets/entry.client-A.js'},
        {href: '/assets/root-B.js'},
      ],
      start:
        'import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");',
    });
  });

  it('carries an import map and module integrity when the build has them', () => {
    const split = splitScripts(
      '<script type="importmap" rr-importmap="">{"integrity":{}}</script>' +
        '<link rel="modulepreload" href="/assets/a.js" integrity="sha384-x"/>',
    );
    expect(split.importMap).toBe('{"integrity":{}}');
    expect(split.modules).toEqual([
      {href: '/assets/a.js', integrity: 'sha384-x'},
    ]);
  });
});

interface Added {
  tag: string;
  type?: string;
  rel?: string;
  href?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs the start script against a page that is still loading; returns its handles. */
function loadingPage(code: string, {paintTiming = true} = {}) {
  const added: Added[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const document = {
    readyState: 'interactive',
    currentScript: {nonce: 'n1'},
    createElement: (tag: string) => ({tag}) as Added,
    body: {appendChild: (element: Added) => added.push(element)},
  };
  const addEventListener = (type: string, listener: () => void) =>
    listeners.set(type, listener);
  const requestAnimationFrame = (frame: () => void) => frames.push(frame);
  // The browser's paint timing: entries reach observers after the paint is shown.
  const painted: string[] = [];
  const observers = new Set<(names: string[]) => void>();
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : [];
    constructor(private report: (list: unknown) => void) {}
    observe(options: {type: string; buffered: boolean}) {
      expect(options).toEqual({type: 'paint', buffered: true});
      observers.add(this.notify);
      if (painted.length) this.notify(painted);
    }
    disconnect() {
      observers.delete(this.notify);
    }
    notify = (names: string[]) =>
      this.report({
        getEntriesByName: (name: string) => names.filter((n) => n === name),
      });
  }
  new Function(
    'document',
    'addEventListener',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    code,
  )(
    document,
    addEventListener,
    requestAnimationFrame,
    setTimeout,
    PerformanceObserver,
  );
  return {
    added,
    observers,
    fire: (type: string) => listeners.get(type)?.(),
    frame: () => frames.splice(0).forEach((frame) => frame()),
    paint: (name: string) => {
      painted.push(name);
      observers.forEach((notify) => notify([name]));
    },
  };
}

describe('starting the page scripts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const code = startAfterLoad(splitScripts(markup));

  it('cannot close or comment out its own script element', () => {
    const risky = startAfterLoad({
      modules: [{href: '/assets/a.js?</script>'}],
      start: 'let note = "</script><!--";',
    });
    expect(risky).not.toContain('<');
    expect(risky).toContain('\\u003c/script>\\u003c!--');
  });

  it('adds nothing while the page loads and is drawn, then after its first contentful paint the module and one preload a task', () => {
    const page = loadingPage(code);
    vi.advanceTimersByTime(1000);
    expect(page.added).toEqual([]);
    page.fire('load');
    // Loaded before anything is drawn (quick photos): frames and a blank paint start nothing.
    page.frame();
    page.paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.observers.size).toBe(0);
    expect(page.added).toEqual([
      {
        tag: 'script',
        type: 'module',
        nonce: 'n1',
        textContent:
          'import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");',
      },
      {tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-A.js'},
    ]);
    vi.advanceTimersByTime(1);
    expect(page.added.at(-1)).toEqual({
      tag: 'link',
      rel: 'modulepreload',
      href: '/assets/root-B.js',
    });
    // Once only, whatever comes later.
    page.fire('pointerdown');
    vi.advanceTimersByTime(5000);
    expect(page.added).toHaveLength(3);
  });

  it('starts at load when the page was drawn before it loaded', () => {
    const page = loadingPage(code);
    page.paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(page.added).toEqual([]);
    page.fire('load');
    expect(page.added[0]?.type).toBe('module');
  });

  it('waits for the next frame after load where the browser has no paint timing', () => {
    const page = loadingPage(code, {paintTiming: false});
    page.fire('load');
    vi.advanceTimersByTime(0);
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(page.added[0]?.type).toBe('module');
    expect(page.observers.size).toBe(0);
  });

  it('starts at the shopper’s first touch or key, before the page has loaded', () => {
    const touched = loadingPage(code);
    touched.fire('pointerdown');
    expect(touched.added[0]?.type).toBe('module');
    const typed = loadingPage(code);
    typed.fire('keydown');
    expect(typed.added[0]?.type).toBe('module');
  });

  it('starts after three seconds when a slow photo holds the page’s load back', () => {
    const page = loadingPage(code);
    vi.advanceTimersByTime(2999);
    expect(page.added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.added[0]?.type).toBe('module');
    vi.advanceTimersByTime(10);
    expect(page.added).toHaveLength(3);
  });
});
