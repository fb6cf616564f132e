import bs from 'bikram-sambat'

/**
 * The Bikram Sambat day (`YYYY-MM-DD` BS) of an AD calendar day, for the CSV's BS column beside
 * each date (issue 38, item 11): the office reads both. The same package the front ends convert
 * with, so the console and the file agree; '' outside the years it knows (1970–2090 BS).
 */
export function bsDayOf (adDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(adDay)) return ''
  try {
    const d = bs.toBik(adDay)
    return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
  } catch {
    return ''
  }
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९'

/** Devanagari digits as ASCII ones ('२०६५' → '2065'); other characters unchanged. */
export function asciiDigits (text: string): string {
  return text.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)))
}

/** Whether `YYYY-MM-DD` is a day of the Bikram Sambat calendar (within the years the package knows). */
export function isBsDate (text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (month < 1 || month > 12 || day < 1) return false
  try {
    return day <= bs.daysInMonth(year, month)
  } catch {
    return false
  }
}
