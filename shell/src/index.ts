import { firstScreenShown } from './first-paint';
import { firstInteraction, holdUntilHydrated, savingData } from './save-data';

// The async boundary lets Module Federation initialise the share scope before React loads. A
// server-rendered page first shows its first screen's pictures (first-paint.ts); one rendered for a visitor
// saving data waits for the visitor's first interaction, and keeps it (save-data.ts).
if (savingData()) {
  holdUntilHydrated();
  // a fetch that failed (offline) is tried again on the next interaction
  const start = (): Promise<unknown> => firstInteraction().then(() => import('./bootstrap').catch(start));
  void start();
} else {
  void firstScreenShown().then(() => import('./bootstrap'));
}
