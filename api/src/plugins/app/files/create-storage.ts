import type { AppConfig } from '../../../config.js'
import { localStorage, type Storage } from './storage.js'

/**
 * The storage driver the settings choose: an S3-compatible bucket when S3_BUCKET is set,
 * else the local folders under DATA_DIR. The AWS SDK is loaded only when it is used.
 */
export async function createStorage (config: Pick<AppConfig, 's3' | 'uploadDir' | 'privateDir' | 'quarantineDir'>): Promise<Storage> {
  if (config.s3) {
    const { s3Storage } = await import('./s3-storage.js')
    return s3Storage(config.s3)
  }
  return localStorage({ public: config.uploadDir, private: config.privateDir, quarantine: config.quarantineDir })
}
