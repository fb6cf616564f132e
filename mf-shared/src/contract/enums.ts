// The fixed choices of SPEC §5 and §9, shared by the forms and the API. Plain values with no
// TypeBox import, so a page that only needs a choice list does not bundle the schema builder.

/** One admission level (SPEC §5): the value sent as `preference`, the select's label, the classes of the level. */
export interface Level {
  value: string
  label: string
  /** the class (`lvl`) values of the level: the form's class radio, unless the level chooses a faculty */
  classes: readonly string[]
  /** a faculty is chosen instead of a class (the class is then optional) */
  faculty?: true
}

export const SENIOR = 'Senior Higher Secondary'

export const LEVELS: readonly Level[] = [
  { value: 'Preschool', label: 'Preschool (Nursery-Kindergarten)', classes: ['Nursery', 'Kindergarten'] },
  { value: 'Primary', label: 'Primary (1-5)', classes: ['1', '2', '3', '4', '5'] },
  { value: 'Lower Secondary', label: 'Lower Secondary (6-8)', classes: ['6', '7', '8'] },
  { value: 'Junior Higher Secondary', label: 'Junior Higher Secondary (9-10)', classes: ['9', '10'] },
  { value: SENIOR, label: 'Senior Higher Secondary (11-12)', classes: ['11', '12'], faculty: true }
]

export const FACULTIES = ['Science', 'Management', 'Education'] as const

/** The news forms' section choices (SPEC §9), in the add form's spelling; the first is the default. */
export const NEWS_SECTIONS = ['Preschool', 'Primary', 'Lower Secondary', 'Junior Higher Secondary', 'Senior Higher Secondary'] as const

/** The edit form spells the first section 'Pre-School' (SPEC §9); the API keeps either spelling as sent. */
export const PRESCHOOL_EDIT_SPELLING = 'Pre-School'

/** What `?kind=` narrows an upload to (POST /api/upload); `cv` files are kept private. */
export const UPLOAD_KINDS = ['image', 'pdf', 'download', 'cv'] as const
export type UploadKindQuery = typeof UPLOAD_KINDS[number]

/** Where an admission registration stands (issue 14's pipeline); every registration starts at 'new'. */
export const REGISTRATION_STATUSES = ['new', 'contacted', 'interview', 'admitted', 'rejected', 'withdrawn'] as const
export type RegistrationStatus = typeof REGISTRATION_STATUSES[number]
