/**
 * The page's scripts, split into what must run while the HTML arrives and what can wait
 * until the page has loaded (docs/decisions/015).
 *
 * React Router's <Scripts /> writes a classic script (the router's state, and the stream
 * its later data chunks are written to: those run as they arrive, so it must be there
 * first), module preloads, and one module script that imports the matched routes and
 * starts hydration. Only the last two are held back.
 */

export interface SplitScripts {
  /** The classic script that runs in place: the router's state. */
  context: string;
  /** The import map giving the modules' integrity, when the build has one. */
  importMap?: string;
  /** The modules the page needs, preloaded together when it starts. */
  modules: {href: string; integrity?: string}[];
  /** The module script that imports the page's routes and hydrates. */
  start: string;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

function attribute(tag: string, name: string) {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Reads <Scripts />'s markup (the server's, drawn to a string). */
export function splitScripts(markup: string): SplitScripts {
  const split: SplitScripts = {context: '', modules: [], start: ''};
  const seen = new Set<string>();
  for (const [tag] of markup.matchAll(PRELOAD)) {
    const href = attribute(tag, 'href');
    if (!href || seen.has(href)) continue;
    seen.add(href);
    const integrity = attribute(tag, 'integrity');
    split.modules.push(integrity ? {href, integrity} : {href});
  }
  for (const [, attributes, code] of markup.matchAll(SCRIPT)) {
    const type = attribute(attributes, 'type');
    if (type === 'module') split.start += code;
    else if (type === 'importmap') split.importMap = code;
    else split.context += code;
  }
  return split;
}

/** A string as a script literal that cannot close the script element it sits in. */
function literal(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The classic inline script that starts the page's modules once the page has loaded and
 * painted, at the shopper's first touch or key if that comes sooner, and after
 * `latestMs` at most (a slow photo must not hold the page's controls back for long).
 *
 * "Painted" is the browser's own first contentful paint (paint timing), not the next
 * frame after `load`: when the photos and fonts arrive quickly, `load` comes before the
 * first paint, and a frame then can pass with the photo still decoding, so the modules
 * were fetched and compiled while the page was still being drawn. Browsers without
 * paint timing wait for the next frame instead.
 *
 * The module script goes first, then one preload a task: on a busy phone each element
 * that starts a request can take milliseconds, and a dozen in one task made a long one
 * (6–33 ms on the bench machine, four times that on Lighthouse's phone) just as the page
 * became something to tap. The module asks for its own imports at once; the preloads
 * fetch the deeper chunks alongside, all of them long before those imports are read.
 */
export function startAfterLoad(
  {importMap, modules, start}: Omit<SplitScripts, 'context'>,
  latestMs = 3000,
) {
  return `(function(map,modules,code){var d=document,nonce=d.currentScript.nonce;function add(type,text){var s=d.createElement("script");s.type=type;s.nonce=nonce;s.textContent=text;d.body.appendChild(s)}function start(){if(!code)return;if(map)add("importmap",map);add("module",code);code="";var next=0;(function preload(){var m=modules[next++];if(!m)return;var l=d.createElement("link");l.rel="modulepreload";l.href=m.href;if(m.integrity)l.integrity=m.integrity;d.body.appendChild(l);setTimeout(preload)})()}function afterPaint(){var P=typeof PerformanceObserver=="function"&&PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")===-1)return requestAnimationFrame(function(){setTimeout(start)});var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}});o.observe({type:"paint",buffered:true})}if(d.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});["pointerdown","keydown"].forEach(function(t){addEventListener(t,start,{capture:true,once:true,passive:true})});setTimeout(start,${latestMs})})(${literal(importMap ?? '')},${literal(modules)},${literal(start)});`;
}
