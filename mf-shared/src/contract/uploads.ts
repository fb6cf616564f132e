import { Type, type Static } from 'typebox'
import { StringEnum } from './common.ts'
import { UPLOAD_KINDS } from './enums.ts'
import { Site } from './settings.ts'

// Files go up as multipart/form-data; what comes back is the reference a later body names.

/** POST /api/upload?kind=…; the answer is the stored path as a JSON string, "/uploads/<name>.<ext>". */
export const UploadQuery = Type.Object({
  kind: Type.Optional(StringEnum(UPLOAD_KINDS)),
  /** the site whose media library the file joins (the school's when left out; issue 32) */
  site: Type.Optional(Site)
}, { additionalProperties: false })

/** POST /api/uploads and /api/upload-blur: the site whose media library the files join. */
export const UploadSiteQuery = Type.Object({ site: Type.Optional(Site) })
export const UploadResult = Type.String()

/** POST /api/uploads (repeated field `images`) */
export const UploadsResult = Type.Array(Type.String())

/** POST /api/upload-blur: the image and its blurred thumbnail. */
export const UploadBlurResult = Type.Object({ originalImageURL: Type.String(), blurredImageURL: Type.String() })

/** GET /api/registrations/files/:name (admins): a private admission document. */
export const PrivateFileParams = Type.Object({ name: Type.String({ maxLength: 100, pattern: '^[a-f0-9]{32}\\.[a-z0-9]{2,5}$' }) })

/** A file sent as it is stored (PDF, image, Word), for the OpenAPI. */
export const FileAnswer = Type.Unsafe<unknown>({ type: 'string', format: 'binary' })

export type UploadQuery = Static<typeof UploadQuery>
export type UploadSiteQuery = Static<typeof UploadSiteQuery>
export type UploadsResult = Static<typeof UploadsResult>
export type UploadBlurResult = Static<typeof UploadBlurResult>
