// One file as a multipart/form-data body, the way the browser's upload sends it.
export function multipartFile(
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----backoffice-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
