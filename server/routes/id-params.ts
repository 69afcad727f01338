// The params schema of a route addressed by one row id (`/…/:id`): a positive integer, nothing else.
export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
