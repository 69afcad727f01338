// The object-storage driver interface behind /api/qiNiuContent. Drivers are picked by name, so
// another provider (S3, OSS…) is one more entry in `drivers`, with no change to the routes.
import { qiniuStorage, type QiniuConfig } from './qiniu';

export interface StoredObject {
  key: string;
  size: number;
  mimeType: string;
  /** Milliseconds since the epoch. */
  putTime: number;
}

export interface ObjectStorage {
  readonly bucket: string;
  put(key: string, bytes: Buffer, mimeType: string): Promise<void>;
  remove(key: string): Promise<void>;
  list(): Promise<StoredObject[]>;
  /** The public address of an object. */
  urlOf(key: string): string;
}

export const drivers = { qiniu: (config: QiniuConfig): ObjectStorage => qiniuStorage(config) };
