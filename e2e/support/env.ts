export const ADMIN = { email: 'admin@school.test', password: 'E2e-Admin-Pass-2026', name: 'Site Admin' };
export const PORT = Number(process.env.E2E_PORT);
export const SCHOOL_URL = `http://localhost:${PORT}`;
export const WOMEN_URL = `http://women.localhost:${PORT}`;

/** A name no other test or run uses, so parallel workers never collide. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
