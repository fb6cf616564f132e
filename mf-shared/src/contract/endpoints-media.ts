import { Type } from 'typebox'
import { IdParams, Message } from './common.ts'
import { EDITORS, endpoint } from './endpoint.ts'
import { MediaInUse, MediaItem, MediaListQuery, MediaUploadQuery, MediaUse, UpdateMediaBody } from './media.ts'

/** The media library (issue 32). The upload is multipart (fields `file`, repeated, and `alt`, `ne.alt`, `caption`): no body schema. */
export const MEDIA_ENDPOINTS = {
  listMedia: endpoint({ method: 'GET', path: '/api/media', summary: "A site's media library, newest first (X-Total-Count)", tags: ['media'], query: MediaListQuery, answer: { 200: Type.Array(MediaItem) }, errors: [400, 401, 403], roles: EDITORS }),
  uploadMedia: endpoint({ method: 'POST', path: '/api/media', summary: 'Adds files to the library: multipart `file` (one or more), `alt`, `ne.alt`, `caption`', tags: ['media'], query: MediaUploadQuery, answer: { 201: Type.Array(MediaItem) }, errors: [400, 401, 403, 413], roles: EDITORS }),
  updateMedia: endpoint({ method: 'PATCH', path: '/api/media/:id', summary: "Changes an item's alt text, caption or focal point (a new focal point re-makes the cropped variants)", tags: ['media'], params: IdParams, body: UpdateMediaBody, answer: { 200: MediaItem }, errors: [400, 401, 403, 404], roles: EDITORS }),
  replaceMediaFile: endpoint({ method: 'PUT', path: '/api/media/:id/file', summary: "Replaces the item's file (multipart `file`, same type: image or document): it keeps its id, texts and focal point, and every item using the old file shows the new one", tags: ['media'], params: IdParams, answer: { 200: MediaItem }, errors: [400, 401, 403, 404, 413], roles: EDITORS }),
  mediaUsage: endpoint({ method: 'GET', path: '/api/media/:id/usage', summary: 'The items that use the file', tags: ['media'], params: IdParams, answer: { 200: Type.Array(MediaUse) }, errors: [401, 403, 404], roles: EDITORS }),
  deleteMedia: endpoint({ method: 'DELETE', path: '/api/media/:id', summary: 'Deletes the file and its variants; 409 {message, usage} while anything uses it', tags: ['media'], params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], otherAnswers: { 409: MediaInUse }, roles: EDITORS })
} as const
