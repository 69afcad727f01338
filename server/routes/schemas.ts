// Response schemas shared by several routes. Responses are serialised through them, so a field
// that is not listed here never leaves the server (no password hash by accident).

const text = { type: 'string' } as const;

/** A required, non-empty string field of a request body. */
export const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

export const userInfoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: text,
    nickName: text,
    avatar: text,
    email: text,
    phone: text,
    gender: text,
    deptName: text,
    tenantId: { type: 'integer' },
    roles: { type: 'array', items: text },
    authorities: { type: 'array', items: { type: 'object', properties: { authority: text } } },
  },
} as const;

export const messageSchema = { type: 'object', properties: { message: text } } as const;

// Recursive, so it is registered once with an $id and referenced from the route.
export const menuItemSchema = {
  $id: 'MenuItem',
  type: 'object',
  properties: {
    name: text,
    path: text,
    component: text,
    hidden: { type: 'boolean' },
    redirect: { type: ['string', 'null'] },
    alwaysShow: { type: 'boolean' },
    meta: {
      type: 'object',
      properties: {
        title: text,
        icon: text,
        noCache: { type: 'boolean' },
        texts: { type: 'object', properties: { zh_CN: text, zh_TW: text, en: text } },
      },
    },
    children: { type: 'array', items: { $ref: 'MenuItem#' } },
  },
} as const;
