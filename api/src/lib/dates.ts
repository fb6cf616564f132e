/** The server's local calendar date as YYYY-MM-DD (the school's "today", not UTC's). */
export function localToday (now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`
}

/** '2026-1-5', '2026-01-05T10:00:00Z' → '2026-01-05'; null when not a real date. */
export function normalizeDate (value: string): string | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value.trim())
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const dt = new Date(Date.UTC(y, mo - 1, d))
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** Also accepts the DD-MMM-YYYY shown in the career edit form ('15-Dec-2026'). */
export function normalizeLooseDate (value: string): string | null {
  const m = /^(\d{1,2})[- ]([A-Za-z]{3})[A-Za-z]*[- ,]+(\d{4})$/.exec(value.trim())
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase())
    if (month < 0) return null
    return normalizeDate(`${m[3]}-${month + 1}-${m[1]}`)
  }
  return normalizeDate(value)
}

/** A date or date-time string → epoch ms, or null. Date-only strings are midnight UTC. */
export function parseInstant (value: string | undefined): number | null {
  if (!value || !/^\d{4}-\d{1,2}-\d{1,2}/.test(value.trim())) return null
  const day = normalizeDate(value)
  if (!day) return null
  const rest = value.trim().replace(/^\d{4}-\d{1,2}-\d{1,2}/, '')
  const t = Date.parse(day + rest)
  return Number.isNaN(t) ? null : t
}
