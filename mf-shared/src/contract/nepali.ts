import { Type } from 'typebox'
import { LONG_TEXT, RICH_TEXT } from './common.ts'

/*
 * Content in both languages (issue 13, item 2). News, notices, events of both sites, careers and the
 * carousel slides of both sites take an optional Nepali version of their title and body, named after
 * the English field with `Ne` appended (`titleNe`, `descriptionNe`, …). Every one is optional in the
 * create and edit bodies, so SPEC §7 calls are unchanged (an edit that leaves one out keeps it; '' clears
 * it); an answer carries it only when the item has one, so an item without reads exactly as before.
 * Without one, the Nepali site shows the English text.
 */
const answer = () => Type.Optional(Type.String())
const short = () => Type.Optional(Type.String({ maxLength: 255 }))
const long = () => Type.Optional(Type.String({ maxLength: LONG_TEXT }))
const rich = () => Type.Optional(Type.String({ maxLength: RICH_TEXT }))

/** The Nepali fields of an item with a title and a description (news, notices, events, slides). */
export const NEPALI_TEXT_FIELDS = ['titleNe', 'descriptionNe'] as const
/** The Nepali fields of a career. */
export const NEPALI_CAREER_FIELDS = ['titleNe', 'careerSpecsNe', 'careerDescNe'] as const

export const nepaliTextAnswer = { titleNe: answer(), descriptionNe: answer() }
export const nepaliTextBody = { titleNe: short(), descriptionNe: long() }
export const nepaliCareerAnswer = { titleNe: answer(), careerSpecsNe: answer(), careerDescNe: answer() }
export const nepaliCareerBody = { titleNe: short(), careerSpecsNe: rich(), careerDescNe: rich() }
