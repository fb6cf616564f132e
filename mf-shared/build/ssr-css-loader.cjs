// The server build's CSS loader (a pitching loader, like style-loader): each stylesheet a module imports
// is handed, as text from css-loader, to the server renderer's collection (src/ssr/css.ts), which the
// rendered page carries in a <style> element, so a page reads right before any script runs.
const path = require('node:path');

const COLLECTOR = path.join(__dirname, '..', 'src', 'ssr', 'css.ts');

module.exports = function () {};
module.exports.pitch = function (remainingRequest) {
  const css = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const collector = JSON.stringify(this.utils.contextify(this.context, COLLECTOR));
  return `import css from ${css};\nimport { collectCss } from ${collector};\ncollectCss(String(css));\n`;
};
