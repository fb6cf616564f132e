import { NEB_SCALE, type NebGrade, type ResultOutcome } from '@school/shared/contract'

/** A subject's mark: 0–100, or null for absent (AB), which is not graded. */
export type Mark = number | null

export interface GradedSubject { name: string; mark: Mark; grade: NebGrade; gp: number }
export interface Graded { subjects: GradedSubject[]; gpa: number; percent: number; result: ResultOutcome }

const round2 = (n: number): number => Math.round(n * 100) / 100

/** A mark's NEB letter grade and grade point: A+ from 90, A from 80, … D from 35, NG below (or absent). */
export function gradeOf (mark: Mark): { grade: NebGrade; gp: number } {
  const band = NEB_SCALE.find((b) => mark !== null && mark >= b.min) ?? NEB_SCALE[NEB_SCALE.length - 1]!
  return { grade: band.grade, gp: band.gp }
}

/**
 * Every subject graded, the GPA (the mean of the subjects' grade points, to two decimals), the mean mark,
 * and the outcome: 'not-graded' when any subject is NG (below 35 or absent), as NEB gives no pass then.
 */
export function graded (marks: ReadonlyArray<{ name: string; mark: Mark }>): Graded {
  const subjects = marks.map((m) => ({ name: m.name, mark: m.mark, ...gradeOf(m.mark) }))
  const n = Math.max(subjects.length, 1)
  const gpa = round2(subjects.reduce((s, x) => s + x.gp, 0) / n)
  const percent = round2(subjects.reduce((s, x) => s + (x.mark ?? 0), 0) / n)
  return { subjects, gpa, percent, result: subjects.some((s) => s.grade === 'NG') ? 'not-graded' : 'pass' }
}
