import type { FastifyInstance } from 'fastify'
import type { Block } from '@school/shared/contract'
import { claimFields, type FieldRef } from '../files/refs.js'
import { IMAGE_ONLY } from '../../../lib/upload-kinds.js'

export const DOCUMENT_ONLY = 'Only a PDF or an image can be shown.'

/**
 * The files of the blocks added for the women's centre's clinic and the partner strips (`brochures`, `logos`):
 * each must be one of our public uploads, a brochure a PDF or an image, a logo an image (the seed's own SVGs
 * included); then they are published. The other block types' files are `claimBlockFiles`' (site-rules.ts).
 */
export async function claimDocumentFiles (app: FastifyInstance, blocks: Block[]): Promise<void> {
  const fields = blocks.flatMap((b, i): FieldRef[] => {
    if (b.type === 'brochures') return b.items.map((d, j) => ({ field: `blocks.${i}.items.${j}.file`, ref: d.file, need: 'document', message: DOCUMENT_ONLY }))
    if (b.type === 'logos') return b.items.map((l, j) => ({ field: `blocks.${i}.items.${j}.file`, ref: l.file, need: 'logo', message: IMAGE_ONLY }))
    return []
  })
  await claimFields(app, fields)
}
