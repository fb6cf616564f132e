import '@testing-library/jest-dom';

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

// jsdom's getComputedStyle throws for pseudo-elements, which antd's scroll-bar measuring asks for.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => realGetComputedStyle(el);

if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => localStorage.clear());
