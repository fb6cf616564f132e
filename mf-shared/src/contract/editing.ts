import { Type, type Static } from 'typebox'
import { StringEnum } from './common.ts'

/*
 * Editing together (issue 32, item 6). A console form that edits an item says so every
 * EDITING_HEARTBEAT_SECONDS (`PUT /api/editing/:resource/:id`), and the answer names whoever else has the
 * item open: the form then shows '<Name> is editing since <HH:MM>' with a 'Take over' button. Leaving the
 * form says so too (`DELETE`); someone whose form stops saying so for EDITING_EXPIRES_SECONDS (a closed
 * tab, a lost connection) is no longer editing. The presence is kept in the database, so every instance
 * of the API sees it.
 */

/** The resources whose console forms say who is editing them, as their API paths name them. */
export const EDITABLE = ['news', 'notices', 'events', 'careers', 'pages'] as const
export type Editable = (typeof EDITABLE)[number]

/** How often an open form says it is still open. */
export const EDITING_HEARTBEAT_SECONDS = 20
/** How long after its last heartbeat a form no longer counts as open. */
export const EDITING_EXPIRES_SECONDS = 60

export const EditingParams = Type.Object({
  resource: StringEnum(EDITABLE),
  id: Type.String({ minLength: 1, maxLength: 64 })
}, { additionalProperties: false })
export type EditingParams = Static<typeof EditingParams>

export const EditingBody = Type.Object({
  /** 'Take over': whoever else had the item open is told that this user edits it now */
  takeOver: Type.Optional(Type.Boolean())
}, { additionalProperties: false })
export type EditingBody = Static<typeof EditingBody>

/** Someone who has the item open: their name, and since when (an ISO instant). */
export const Editor = Type.Object({ name: Type.String(), since: Type.String() })
export type Editor = Static<typeof Editor>

/**
 * The heartbeat's answer: since when this user has the item open, and the others who have it open, the
 * one who opened it first first. A form waits for those who opened it before it (or takes over).
 */
export const EditingAnswer = Type.Object({ since: Type.String(), others: Type.Array(Editor) })
export type EditingAnswer = Static<typeof EditingAnswer>
