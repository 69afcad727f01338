// The object-storage driver interface behind /api/qiNiuContent; the drivers that implement it
// are picked by name in storage-drivers.ts.

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
