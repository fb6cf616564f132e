// npm start: get pnpm, install, build, then run the server (it migrates, seeds and prints the URLs).
import { ROOT, buildAll, install, main, run, step } from './lib.mjs';

main(() => {
  step('Install dependencies (pnpm, pinned)', install);
  if (!process.argv.includes('--no-build')) step('Build the front end and the API', buildAll);
  console.log('\n▶ Starting the server (migrations and the demo seed run on first start)\n');
  run(process.execPath, ['api/dist/server.js'], { cwd: ROOT });
});
