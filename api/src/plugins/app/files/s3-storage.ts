import { PassThrough, Readable } from 'node:stream'
import {
  CopyObjectCommand, CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand,
  ListObjectsV2Command, S3Client, type GetObjectCommandOutput
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { S3Settings } from '../../../config.js'
import { MIME_BY_EXT } from '../../../lib/upload-kinds.js'
import { SAFE_NAME, type Area, type Storage } from './storage.js'
import { errorMessage } from '../../../lib/errors.js'

/** One stored object as the public-files route sends it. */
export interface S3Object {
  /** 200, 206 (a range), 304 (the client's copy is current) */
  status: number
  body: Readable | null
  headers: Record<string, string>
}

export interface S3Storage extends Storage {
  readonly kind: 's3'
  /** GET with the client's Range and If-None-Match passed through; null when there is no such object */
  object (area: Area, name: string, opts: { range?: string; ifNoneMatch?: string }): Promise<S3Object | null>
}

/** The HTTP status an S3 error answered with (the SDK's `$metadata`), if any. */
function httpStatusOf (err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('$metadata' in err)) return undefined
  const meta = err.$metadata
  return typeof meta === 'object' && meta !== null && 'httpStatusCode' in meta && typeof meta.httpStatusCode === 'number' ? meta.httpStatusCode : undefined
}

function isMissing (err: unknown): boolean {
  if (httpStatusOf(err) === 404) return true
  if (typeof err !== 'object' || err === null) return false
  const name = 'name' in err ? err.name : undefined
  return name === 'NotFound' || name === 'NoSuchKey' || ('Code' in err && err.Code === 'NoSuchKey')
}

/** The body of a GET as Node's stream: in Node the SDK answers an IncomingMessage, a Readable. */
function nodeStream (body: unknown): Readable {
  if (!(body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream')
  return body
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in tests), one prefix per area:
 * `public/<name>`, `private/<name>`, `quarantine/<name>`. Only `public/` may ever be exposed by
 * a bucket policy or a CDN (PUBLIC_FILES_URL); private and quarantined files are read by the API alone.
 */
export async function s3Storage (settings: S3Settings): Promise<S3Storage> {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {})
  })
  const Bucket = settings.bucket
  const key = (area: Area, name: string): string => {
    if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`Unsafe file name: ${name}`)
    return `${area}/${name}`
  }
  const typeOf = (name: string) => MIME_BY_EXT[name.split('.').pop() ?? ''] ?? 'application/octet-stream'

  // The bucket must exist; a local MinIO or s3rver starts without one, so make it when allowed.
  try {
    await client.send(new HeadBucketCommand({ Bucket }))
  } catch (err) {
    if (!isMissing(err)) throw new Error(`S3 bucket ${Bucket} cannot be reached: ${errorMessage(err)}`, { cause: err })
    try {
      await client.send(new CreateBucketCommand({ Bucket }))
    } catch (createErr) {
      // another instance starting at the same moment made it first
      const made = await client.send(new HeadBucketCommand({ Bucket })).then(() => true, () => false)
      if (!made) throw new Error(`S3 bucket ${Bucket} does not exist and cannot be created: ${errorMessage(createErr)}`, { cause: createErr })
    }
  }

  async function get (area: Area, name: string, extra: { Range?: string; IfNoneMatch?: string } = {}): Promise<GetObjectCommandOutput | 'not-modified' | null> {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key(area, name), ...extra }))
    } catch (err) {
      if (httpStatusOf(err) === 304) return 'not-modified'
      if (isMissing(err)) return null
      throw err
    }
  }

  async function size (area: Area, name: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key(area, name) }))
      return head.ContentLength ?? 0
    } catch (err) {
      if (isMissing(err)) return null
      throw err
    }
  }

  return {
    kind: 's3',
    async write (area, name, data) {
      // lib-storage sends large bodies in parts; variants are made before this, never in the bucket
      await new Upload({ client, params: { Bucket, Key: key(area, name), Body: data, ContentType: typeOf(name) } }).done()
    },
    async read (area, name) {
      const out = await get(area, name)
      if (!out || out === 'not-modified' || !out.Body) throw Object.assign(new Error(`no stored file ${area}/${name}`), { code: 'ENOENT' })
      return Buffer.from(await out.Body.transformToByteArray())
    },
    stream (area, name) {
      const pass = new PassThrough()
      get(area, name).then((out) => {
        if (!out || out === 'not-modified' || !out.Body) throw Object.assign(new Error(`no stored file ${area}/${name}`), { code: 'ENOENT' })
        const body = nodeStream(out.Body)
        body.on('error', (err) => pass.destroy(err))
        body.pipe(pass)
      }).catch((err: Error) => pass.destroy(err))
      return pass
    },
    size,
    async remove (area, name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(area, name) }))
    },
    async move (from, to, name) {
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: key(to, name), CopySource: `${Bucket}/${key(from, name)}` }))
      } catch (err) {
        // moved already by a concurrent claim: fine when the file is where it should be
        if (isMissing(err) && await size(to, name) !== null) return
        throw err
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(from, name) }))
    },
    async list (area) {
      const names: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${area}/`, ContinuationToken }))
        for (const o of page.Contents ?? []) {
          const name = (o.Key ?? '').slice(area.length + 1)
          if (SAFE_NAME.test(name)) names.push(name)
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return names.sort()
    },
    async object (area, name, opts) {
      const out = await get(area, name, {
        ...(opts.range ? { Range: opts.range } : {}),
        ...(opts.ifNoneMatch ? { IfNoneMatch: opts.ifNoneMatch } : {})
      })
      if (!out) return null
      if (out === 'not-modified') return { status: 304, body: null, headers: {} }
      const headers: Record<string, string> = { 'Content-Type': out.ContentType ?? typeOf(name) }
      if (out.ContentLength !== undefined) headers['Content-Length'] = String(out.ContentLength)
      if (out.ETag) headers.ETag = out.ETag
      if (out.LastModified) headers['Last-Modified'] = out.LastModified.toUTCString()
      if (out.ContentRange) headers['Content-Range'] = out.ContentRange
      headers['Accept-Ranges'] = 'bytes'
      return { status: out.ContentRange ? 206 : 200, body: nodeStream(out.Body), headers }
    },
    async close () {
      client.destroy()
    }
  }
}
