// What an uploaded file is, read from its first bytes, never from its name or Content-Type
// (both are the client's word). Shared by the avatar upload and the site materials.
export interface FileSignature {
  type: string;
  ext: string;
  kind: 'image' | 'video';
  matches: (bytes: Buffer) => boolean;
}

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

export const signatures: readonly FileSignature[] = [
  {
    type: 'image/png',
    ext: 'png',
    kind: 'image',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', ext: 'jpg', kind: 'image', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', kind: 'image', matches: (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)) },
  {
    type: 'image/webp',
    ext: 'webp',
    kind: 'image',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  // ISO base media (MP4): a box of type ftyp first; QuickTime brands are served as MP4 too.
  { type: 'video/mp4', ext: 'mp4', kind: 'video', matches: (b) => ascii(b, 4, 8) === 'ftyp' },
  {
    type: 'video/webm',
    ext: 'webm',
    kind: 'video',
    matches: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  },
  { type: 'video/ogg', ext: 'ogv', kind: 'video', matches: (b) => ascii(b, 0, 4) === 'OggS' },
];

/** The signature of `bytes` among `allowed` (all known ones by default). */
export function detectType(bytes: Buffer, allowed: readonly FileSignature[] = signatures): FileSignature | undefined {
  return allowed.find((signature) => signature.matches(bytes));
}

export const imageSignatures = signatures.filter((signature) => signature.kind === 'image');
