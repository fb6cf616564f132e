import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { preloadCatalogs } from '../../src/kit/i18n';

// antd forms in jsdom are slow on a busy 2-core machine: findBy/waitFor wait for the state, however long
// it takes, up to this bound; a passing test never waits it out.
configure({ asyncUtilTimeout: 15_000 });

// jest-fixed-jsdom gives the tests Node's Blob, FormData and fetch but keeps jsdom's File, which Node's
// FormData would send as the text "[object File]": an upload would carry no file. Node's File is a Blob.
globalThis.File = NodeFile as unknown as typeof File;

// antd reads matchMedia (responsive grid, Sider breakpoints); jsdom has none.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom's getComputedStyle throws for pseudo-elements, which antd's scroll-bar measuring asks for. It also
// matches every rule of every style sheet on each call, and antd's CSS-in-JS puts thousands of rules into
// the document, so most of a form test's time went there. The unit tests check no stylesheet's effect
// (e2e and axe do, in a browser), so the computed style here sees only the element's own style attribute.
window.getComputedStyle = (el: Element) => {
  const own = (el as HTMLElement).style;
  const copy = document.createElement('div').style;
  if (own) copy.cssText = own.cssText;
  return copy;
};

if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// @rc-component's Form and Select schedule work through MessageChannel, which this jsdom lacks.
if (typeof globalThis.MessageChannel === 'undefined') {
  type Port = { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  class TimeoutChannel {
    port1: Port;
    port2: Port;
    constructor() {
      const make = (): Port => ({ onmessage: null, postMessage: () => undefined, close: () => undefined });
      this.port1 = make();
      this.port2 = make();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimeoutChannel;
}

afterEach(() => localStorage.clear());

// A page's texts are loaded before its first render (the shell awaits the remote's `preload`, the server
// renderer the same); a unit test renders a screen directly, so the catalogs that its imports defined are
// loaded, in both languages, before its tests run.
beforeAll(() => Promise.all([preloadCatalogs('en'), preloadCatalogs('ne')]));

// jsdom lays nothing out: the rich-text editor's ProseMirror scrolls the selection into view after each
// change and asks a Range and its elements for their boxes, which jsdom's Range and Text lack.
const noBox = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => noBox });
Object.assign(Element.prototype, { getClientRects: () => [] });
