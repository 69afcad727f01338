import { namedPatterns } from '../../schemas/wire/named-validators';

// The general checks of spec §5 live in schemas/wire/named-validators.ts, shared with the server.
export const patterns = namedPatterns;

/** True for the link schemes spec §5 allows; also keeps link cells from rendering "javascript:". */
export function isExternalLink(value: string): boolean {
  return patterns.externalLink.test(value);
}
