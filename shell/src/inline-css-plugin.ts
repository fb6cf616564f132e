import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Whether the page already carries a stylesheet inline under this URL's file name (`<style data-href>`). */
export function carriedInline(url: string): boolean {
  const file = url.split(/[?#]/)[0]!.split('/').pop();
  if (!file?.endsWith('.css')) return false;
  return [...document.querySelectorAll('style[data-href]')].some((style) => style.getAttribute('data-href') === file);
}

/**
 * A server-rendered page carries its remote's one stylesheet inline, under the file's name (issue 12).
 * The remote's own loader sees it there and fetches nothing; the federation runtime, which links an
 * exposed module's stylesheets before loading it, is told to skip it too, so the page is not styled
 * twice (twice the style work while it hydrates).
 */
export default function inlineCssPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-inline-css',
    beforePreloadRemote(args) {
      for (const op of args.preloadOps) {
        const given = op.filter;
        op.filter = (url: string) => !carriedInline(url) && (given ? given(url) : true);
      }
    },
  };
}
