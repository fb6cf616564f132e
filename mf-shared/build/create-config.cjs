// One webpack + Module Federation config factory for the shell and the four remotes.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/** The oldest browsers the public sites serve (those the es2020 scripts run in): phones a few years old. */
const CSS_BROWSERS = ['chrome 80', 'and_chr 80', 'samsung 13', 'safari 14', 'ios_saf 14', 'firefox 78'];
/** The CSS of libraries loaded after the first view (swiper, react-pdf): kept out of the inline stylesheet. */
const LATE_CSS = /[\\/]node_modules[\\/](swiper|react-pdf)[\\/]/;
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-deps.cjs');

/**
 * Pictures, PDFs and fonts, as files named by their content. The Devanagari font files are cut down to the
 * Devanagari block on the way (devanagari-subset-loader.cjs). The client and the server build share these
 * rules, so both name each file alike.
 */
function assetRules(generator) {
  const extra = generator ? { generator } : {};
  const devanagari = /[\\/]noto-sans-devanagari-devanagari-\d+-normal\.woff2$/i;
  return [
    { test: devanagari, type: 'asset/resource', use: [require.resolve('./devanagari-subset-loader.cjs')], ...extra },
    { test: /\.(png|jpe?g|gif|webp|avif|svg|pdf|woff2?)$/i, exclude: devanagari, type: 'asset/resource', ...extra },
  ];
}

const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:8080';

/** Dev-server ports; also what the API's /remotes.json points at under `npm run dev` (devRemoteUrls). */
const DEV_PORTS = {
  shell: 3000,
  mf_public_school: 3001,
  mf_public_women: 3002,
  mf_admin_school: 3003,
  mf_admin_women: 3004,
};

/** The shared contract's modules (mf-shared/src/contract): a client build strips them (contract-strip-loader.cjs). */
const CONTRACT_DIR = path.join(__dirname, '..', 'src', 'contract');

/** What the federation's runtime plugin that hands runtime-core to the remotes imports. */
const RUNTIME_CORE_REQUEST = '@module-federation/runtime-tools/runtime-core$';

/**
 * That plugin is CommonJS, so its `require` of runtime-core would bundle the package's CommonJS build, a
 * second copy beside the ES module build the shell's runtime runs on (+22 KB gzip): the shell resolves it
 * to the ES module build, so the remotes get the very runtime the shell runs.
 */
function runtimeCoreModule() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const commonJs = require.resolve('@module-federation/runtime-tools/runtime-core', { paths: [enhanced] });
  const esm = commonJs.replace(/\.cjs$/, '.js');
  if (esm === commonJs || !fs.existsSync(esm)) throw new Error(`no ES module build beside ${commonJs}`);
  return esm;
}

function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/** Workbox's InjectManifest: compiles the service worker and injects the precache manifest of the host's files. */
function serviceWorkerPlugin(dir, source) {
  const { InjectManifest } = require('workbox-webpack-plugin');
  return new InjectManifest({
    swSrc: path.join(dir, source),
    swDest: 'sw.js',
    // the federation runtime's remote chunks are not the host's: they are cached as they are visited
    // nor the compressed copies of each file (precompressed): the browser asks for the file itself
    exclude: [/\.map$/, /^mf-/, /\.LICENSE\.txt$/, /\.(br|gz)$/],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
}

/** The text files a production client build compresses ahead (precompressed). */
const PRECOMPRESSED = /\.(m?js|css|html|svg|json)$/;

/**
 * A production client build's text files, compressed once at build time beside each file: `<file>.br`
 * (brotli at its best quality, 11) and `<file>.gz` (gzip, level 9). The API sends them as they are
 * (`preCompressed` in api/src/routes/web.ts) instead of compressing each answer on the fly at brotli's quality 4,
 * which made a script's brotli answer larger than gzip's (issue 36, data cost: react-dom 66.7 KB on the wire).
 * Files under 1 KB, or that do not shrink by a tenth, are left alone (the API compresses those on the fly, or not).
 */
function precompressPlugins() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const zlib = require('node:zlib');
  const common = { test: PRECOMPRESSED, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } } }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
  ];
}

/**
 * @param {object} o
 * @param {string} o.dir        the app folder (__dirname of its webpack.config.cjs)
 * @param {string} o.name       federation name, e.g. 'mf_public_school' or 'shell'
 * @param {'host'|'remote'} o.kind
 * @param {string} [o.title]    document title of the standalone page
 * @param {object} [o.runtimePlugins] federation runtime plugins (host)
 * @param {string} [o.serviceWorker] the host's service worker source (built in production only, by Workbox's
 *   InjectManifest: `sw.js` at the root of dist, with the host's own files in its precache manifest)
 */
function createConfig({ dir, name, kind, title = 'Hope Academy', runtimePlugins = [], serviceWorker }) {
  return (_env, argv) => {
    const prod = argv.mode === 'production';
    const isHost = kind === 'host';
    const federation = {
      name,
      shared: sharedDependencies(dir),
      shareStrategy: 'loaded-first',
      dts: false,
      runtimePlugins,
    };
    // The runtime carries only what each side uses (issue 12's first-load budget): browser code only,
    // and a remote, which loads no remote itself, drops the remote-loading and manifest-snapshot code.
    federation.experiments = {
      optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
    };
    // One federation runtime on a page (issue 36): the shell's runtime-core is handed to the remotes
    // (`globalThis._FEDERATION_RUNTIME_CORE`), and a production remote's `remoteEntry.js` takes it from
    // there instead of carrying its own copy. A dev remote keeps its own, so it still runs standalone.
    if (isHost) federation.experiments.provideExternalRuntime = true;
    else if (prod) federation.experiments.externalRuntime = true;
    if (isHost) {
      federation.remotes = {};
    } else {
      federation.filename = 'remoteEntry.js';
      federation.exposes = { './app': './src/app.tsx' };
      federation.manifest = true;
    }

    // A remote's stylesheets are a file of their own in production, not strings in its JavaScript: about
    // 13 KB gzip less script on a public page's first visit (issue 12). One file, `styles.<hash>.css`, for
    // the whole remote: a server-rendered page carries it inline, marked with its name (`data-href`), so
    // the browser never fetches it again nor styles the page twice (mf-shared/src/ssr/render.tsx). The
    // shell's few rules and every dev build keep style-loader.
    const extractCss = prod && !isHost;
    const MiniCssExtractPlugin = extractCss ? require('mini-css-extract-plugin') : null;
    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // A contenthash in `filename` breaks the MF runtime; entry files are served no-cache instead.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // a public remote's server bundle is built beside this one (createServerConfig)
        clean: { keep: /^server\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
        // The contract's schemas as plain objects, without typebox's runtime: the browser never validates
        // with them (typebox-browser.cjs; 15 KB gzip off every public page, issue 36).
        alias: { typebox$: path.join(__dirname, 'typebox-browser.cjs'), ...(isHost ? { [RUNTIME_CORE_REQUEST]: runtimeCoreModule() } : {}) },
      },
      module: {
        rules: [
          swcRule(),
          // the contract's declarations without what only the API and the types read (contract-strip-loader.cjs)
          { test: /\.ts$/, include: CONTRACT_DIR, exclude: /\.test\.ts$/, enforce: 'pre', use: [require.resolve('./contract-strip-loader.cjs')] },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          // @rc-component/* packages declare no `sideEffects`, so antd's ConfigProvider pulled the whole of
          // rc-form, async-validator and more into every page; they have none (docs/performance.md).
          { test: /[\\/]node_modules[\\/](.*[\\/])?@rc-component[\\/]/, sideEffects: false },
          { test: /\.css$/, use: [MiniCssExtractPlugin ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')] },
          ...assetRules(),
        ],
      },
      optimization: {
        minimize: prod,
        minimizer: [
          new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: true, mangle: true } }),
          // The extracted stylesheets (the inline <style> of every server-rendered page): webpack's own CSS
          // minifier, run by the minimizer plugin webpack itself uses (docs/performance.md). It writes only
          // what the browsers the scripts are built for (es2020) can read: `max-width` stays, not the
          // `width <=` range syntax that phones before Chrome 104 and Safari 16.4 ignore.
          ...(extractCss
            ? [new MinimizerPlugin({ test: /\.css$/i, minify: require('webpack/lib/css/cssMinify'), minimizerOptions: { environment: { browsers: CSS_BROWSERS } } })]
            : []),
        ],
        // One stylesheet (`styles.<hash>.css`), which a server-rendered page carries inline, except the CSS of
        // the libraries a page loads later with their code (swiper once a carousel wakes, pdf.js's text layer
        // once a PDF opens): those stay in their own chunk's stylesheet, fetched with it, so the inline
        // sheet of every page is 10 KB lighter (docs/performance.md, "fifth pass").
        ...(extractCss
          ? {
              splitChunks: {
                cacheGroups: {
                  styles: {
                    name: 'styles',
                    type: 'css/mini-extract',
                    chunks: 'all',
                    enforce: true,
                    test: (module) => !LATE_CSS.test(module.nameForCondition?.() ?? ''),
                  },
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin(federation),
        new HtmlWebpackPlugin({
          // Remotes share one standalone page template; the shell has its own index.html.
          template: fs.existsSync(path.join(dir, 'index.html')) ? path.join(dir, 'index.html') : path.join(__dirname, 'remote-index.html'),
          title,
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(require(path.join(dir, 'package.json')).version) }),
        ...(serviceWorker && prod ? [serviceWorkerPlugin(dir, serviceWorker)] : []),
        ...(prod ? precompressPlugins() : []),
        ...(MiniCssExtractPlugin
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
                // A server-rendered page already carries the stylesheet inline (`<style data-ssr-css>`). Should
                // a stylesheet still be loaded, it goes before that element, so the page keeps the server's
                // cascade and nothing moves when it arrives (a link after it reordered the Devanagari font
                // rules on Nepali pages: CLS 0.22). Elsewhere it goes at the end of <head>.
                insert: function insertBeforeServerCss(linkTag) {
                  var ssr = document.querySelector('style[data-ssr-css]');
                  if (ssr && ssr.parentNode) ssr.parentNode.insertBefore(linkTag, ssr);
                  else document.head.appendChild(linkTag);
                },
              }),
            ]
          : []),
      ],
      devServer: {
        port: DEV_PORTS[name],
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // /remotes.json is the API's, as in production (the contract's RuntimeConfig); `npm run dev` starts the
        // API with REMOTE_URL_* pointing at the remotes' dev servers (devRemoteUrls).
        proxy: [{ context: ['/api', '/uploads', '/sitemap.xml', '/rss.xml', '/remotes.json'], target: API_ORIGIN }],
      },
      stats: prod ? 'errors-warnings' : 'minimal',
    };
  };
}

/**
 * The server bundle of a public remote (issue 12), built beside its client build into its own
 * `dist/server/render.js`: one CommonJS file for Node (every dynamic import inlined, nothing external,
 * so the remote is still deployed by copying its `dist/`). Its entry is the shared renderer
 * (`src/ssr/server-entry.tsx`) around the remote's own `src/app.tsx`; its CSS is collected as text
 * (`ssr-css-loader.cjs`) for the page's `<style>`. The API loads it per request (api/src/plugins/app/ssr).
 */
function createServerConfig({ dir, name }) {
  return (_env, argv) => {
    const prod = argv.mode === 'production';
    return {
      name: 'server',
      mode: prod ? 'production' : 'development',
      context: dir,
      target: 'node20',
      entry: { render: path.join(__dirname, '..', 'src', 'ssr', 'server-entry.tsx') },
      devtool: false,
      output: {
        path: path.join(dir, 'dist', 'server'),
        filename: '[name].js',
        chunkFilename: '[name].js',
        // the client build's names, so a file imported by a page has the same URL on both sides
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: '',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
        alias: { 'ssr-remote-app$': path.join(dir, 'src', 'app.tsx') },
        conditionNames: [prod ? 'production' : 'development', 'node', 'import', 'require', 'default'],
      },
      module: {
        // css-loader writes a stylesheet's url() as `new URL(file, import.meta.url)`: resolved against this
        // file's own path that would give `file:///remotes/…`, which a page cannot load. Relative URLs are
        // the public path and the file's name, the URL the client build serves it at.
        parser: { javascript: { url: 'relative' } },
        rules: [
          swcRule(),
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          {
            test: /\.css$/,
            use: [require.resolve('./ssr-css-loader.cjs'), { loader: require.resolve('css-loader'), options: { exportType: 'string' } }],
          },
          // files keep the client build's names, which the client build serves
          ...assetRules({ emit: false }),
        ],
      },
      optimization: { minimize: false, splitChunks: false },
      // react-router's own module loading (framework mode, unused here) imports by expression
      ignoreWarnings: [{ module: /react-router/, message: /Critical dependency/ }],
      performance: { hints: false },
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        // Node has no DOMParser: a page that parses markup gets htmlparser2's, with the same result
        new webpack.ProvidePlugin({ DOMParser: [path.join(__dirname, '..', 'src', 'ssr', 'dom-parser.ts'), 'ServerDOMParser'] }),
        new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(require(path.join(dir, 'package.json')).version),
          __SSR_REMOTE__: JSON.stringify(name),
        }),
      ],
      stats: 'errors-warnings',
    };
  };
}

/** The API's REMOTE_URL_* settings that point its /remotes.json at the remotes' dev servers. */
function devRemoteUrls() {
  return Object.fromEntries(
    Object.entries(DEV_PORTS)
      .filter(([key]) => key !== 'shell')
      .map(([key, port]) => [`REMOTE_URL_${key.toUpperCase()}`, `http://localhost:${port}/mf-manifest.json`]),
  );
}

module.exports = { createConfig, createServerConfig, DEV_PORTS, devRemoteUrls };
