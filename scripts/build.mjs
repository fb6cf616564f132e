import { buildAll, install, main, step } from './lib.mjs';

main(() => {
  if (!process.argv.includes('--no-install')) step('Install dependencies', install);
  const seconds = step('Build the shell, four remotes and the API', buildAll);
  console.log(`\nBuild time: ${seconds} s`);
});
