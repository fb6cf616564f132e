/**
 * The stylesheets the server bundle's modules import (`import './site.css'`), collected as text by the
 * config factory's server CSS loader (build/ssr-css-loader.cjs) when each module first runs. A page's
 * modules run when it is first rendered, so the collection grows to the whole remote's CSS.
 */
const sheets = new Set<string>();

/** @public Called by the module the server CSS loader writes for each stylesheet, which no source file imports. */
export function collectCss(css: string): void {
  sheets.add(css);
}

export function collectedCss(): string {
  return [...sheets].join('\n');
}
