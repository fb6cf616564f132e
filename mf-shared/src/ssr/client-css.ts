import fs from 'node:fs';
import path from 'node:path';

/**
 * The client build's one stylesheet (`styles.<hash>.css`, the config factory's `styles` chunk), which a
 * server-rendered page carries inline under its name: the remote's stylesheet loader finds it there
 * (`<style data-href>`) and fetches nothing, and the page is styled once.
 */
export interface ClientStylesheet {
  /** the file's name, as the client's loader asks for it */
  file: string;
  /** its text, with its relative `url()`s made absolute under the remote's public path */
  css: string;
}

const STYLES_FILE = /^styles\.[0-9a-f]{8}\.css$/;
/** a relative reference: no scheme (`data:`, `https:`), not rooted, not a fragment */
const RELATIVE_URL = /url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\)/gi;

/** Reads the stylesheet from the client build's folder; null when the build has none (a dev build). */
export function readClientStylesheet(clientDir: string, publicPath: string): ClientStylesheet | null {
  let file: string | undefined;
  try {
    file = fs.readdirSync(clientDir).find((name) => STYLES_FILE.test(name));
  } catch {
    return null;
  }
  if (!file) return null;
  const css = fs.readFileSync(path.join(clientDir, file), 'utf8').replace(RELATIVE_URL, (_all, quote: string, url: string) => `url(${quote}${publicPath}${url}${quote})`);
  return { file, css };
}
