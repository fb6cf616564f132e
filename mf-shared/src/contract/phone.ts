/*
 * Phone numbers as people type them (issue 38, item 1): a Nepali keyboard gives Devanagari digits, and
 * numbers are often written with spaces, hyphens, brackets and the country code. The browser and the
 * API both read a number through `normalisePhone` before checking it, so they accept the same numbers,
 * and the API stores the normalised form (one spelling to search and to dial).
 */

const DEVANAGARI_ZERO = 0x0966

/** `+977 (984) 12-34 567`, `९८४१२३४५६७`, `977-9841234567` → `9841234567`. */
export function normalisePhone (raw: string): string {
  const latin = raw.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO))
  const bare = latin.replace(/[\s\-()[\]]/g, '')
  if (bare.startsWith('+977')) return bare.slice(4)
  // a bare 977 is the country code only when a full number follows it (Nepal's are at most 10 digits)
  if (/^977\d{8,}$/.test(bare)) return bare.slice(3)
  return bare
}

/** SPEC §8 registration: numeric (7 to 15 digits, a foreign number may keep its +). */
export const isRegistrationPhone = (normalised: string): boolean => /^\+?\d{7,15}$/.test(normalised)

/** SPEC §8 career application: exactly 10 digits. */
export const isCareerPhone = (normalised: string): boolean => /^\d{10}$/.test(normalised)
