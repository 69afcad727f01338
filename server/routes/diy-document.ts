// The block document a decorated page stores, validated strictly before it is written. The block
// types are shared with the browser's block registry (schemas/wire/diy.ts).
import { DIY_BLOCK_TYPES, type DiyBlockType } from '../../schemas/wire/diy';
import { badRequest } from '../lib/http-error';
import { storedUrlField } from '../lib/stored-url';

export const DIY_LANGUAGES = ['zh_CN', 'zh_TW', 'en'] as const;
export const DIY_TYPES = ['mobile', 'pc'] as const;

/** Limits that keep one page cheap to store and to render for every visitor. */
export const diyLimits = { blocks: 100, propsDepth: 4, documentBytes: 64 * 1024 } as const;

// Block properties are plain data: strings, numbers, booleans, and lists or objects of them
// (nesting is bounded by checkDocument). Null is refused: a property is absent or has a value.
const propValue = { not: { type: 'null' } } as const;
// A block's picture and link, in whichever block has one, are stored URLs (lib/stored-url.ts).
const urlProps = { image: storedUrlField(500), link: storedUrlField(500) } as const;

export const diyDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['blocks'],
  properties: {
    blocks: {
      type: 'array',
      maxItems: diyLimits.blocks,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'type', 'props'],
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
          type: { type: 'string', enum: [...DIY_BLOCK_TYPES] },
          props: { type: 'object', maxProperties: 30, properties: urlProps, additionalProperties: propValue },
        },
      },
    },
  },
} as const;

export interface DiyDocument {
  blocks: { id: string; type: DiyBlockType; props: Record<string, unknown> }[];
}

/** True when `value` nests more than `limit` levels deep. It stops looking past the limit, so a
 * hostile document nested 100,000 levels deep cannot exhaust the stack (a 500). */
function nestsDeeper(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => nestsDeeper(child, limit - 1));
}

/** What JSON Schema cannot say: unique block ids, bounded nesting and size. 400 otherwise. */
export function checkDocument(document: DiyDocument): void {
  const ids = new Set<string>();
  document.blocks.forEach((block, index) => {
    if (ids.has(block.id)) throw badRequest('validation.invalid', { field: `document.blocks.${index}.id` });
    ids.add(block.id);
    if (nestsDeeper(block.props, diyLimits.propsDepth))
      throw badRequest('validation.invalid', { field: `document.blocks.${index}.props` });
  });
  if (Buffer.byteLength(JSON.stringify(document)) > diyLimits.documentBytes) {
    throw badRequest('validation.tooLong', { field: 'document', limit: diyLimits.documentBytes });
  }
}
