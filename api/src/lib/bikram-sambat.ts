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
