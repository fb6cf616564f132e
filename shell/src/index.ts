import { firstScreenShown } from './first-paint';

// The async boundary lets Module Federation initialise the share scope before React loads. A
// server-rendered page first shows its first screen's pictures (first-paint.ts).
void firstScreenShown().then(() => import('./bootstrap'));
