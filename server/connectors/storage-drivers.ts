// Object-storage drivers by name, as a Qiniu-content account names its provider. Another provider
// (S3, OSS…) is one more entry here, with no change to the routes.
import type { ObjectStorage } from './object-storage';
import { qiniuStorage, type QiniuConfig } from './qiniu';

export const drivers = { qiniu: (config: QiniuConfig): ObjectStorage => qiniuStorage(config) };
