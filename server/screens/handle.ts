// The one implementation of list/get/create/update/delete for every schema-backed resource,
// table-backed (system users, roles…) or collection-backed alike.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import type { Decryptor } from '../lib/rsa';
import type { Repositories } from '../repositories/index';
import type { SessionAccess } from '../services/session-access';
import { acceptedBody } from './accepted-body';
import type { Body } from './form-body';
import { parseListQuery } from './list-query';
import { nestRows } from './nest';
import type { Endpoint } from './endpoints';
import type { Resource, ResourceContext } from './resource';
import type { Screen } from './types';

const ROW_ID = /^[1-9]\d{0,9}$/;
const MAX_IDS = 1000;

/** A path id: anything that is not a positive integer names no row. */
export function rowId(text: string | undefined): number {
  if (!text || !ROW_ID.test(text) || Number(text) > 2 ** 31 - 1) throw notFound();
  return Number(text);
}

/** DELETE bodies are a JSON array of ids, as eladmin sends them. */
function idList(body: unknown): number[] {
  const valid =
    Array.isArray(body) &&
    body.length > 0 &&
    body.length <= MAX_IDS &&
    body.every((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
  if (!valid) throw badRequest('validation.idList', { limit: MAX_IDS });
  return [...new Set(body as number[])];
}

export interface HandleDeps {
  repos: Repositories;
  decryptPassword: Decryptor;
}

export async function handleEndpoint(
  deps: HandleDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  target: {
    screen: Screen;
    endpoint: Endpoint;
    resource: Resource;
    id?: string;
    tenantId: number;
    userId: number;
    access: SessionAccess;
  },
): Promise<unknown> {
  const { screen, endpoint, resource, tenantId, userId, access } = target;
  const ctx: ResourceContext = { tenantId, userId, access, repos: deps.repos, screen, request };
  const readBody = (mode: 'create' | 'update'): Promise<Body> =>
    acceptedBody(screen, mode, request.body, {
      repos: deps.repos,
      tenantId,
      language: request.language,
      decrypt: deps.decryptPassword,
    });
  switch (endpoint.kind) {
    case 'list': {
      const query = parseListQuery(screen, request.query as Record<string, unknown>, resource.maxPageSize);
      const page = await resource.list(ctx, query);
      return query.page ? page : { ...page, content: nestRows(screen, page.content) };
    }
    case 'get':
      return (await resource.get(ctx, rowId(target.id))) ?? Promise.reject(notFound());
    case 'create': {
      return reply.code(201).send(await resource.create!(ctx, await readBody('create')));
    }
    case 'update': {
      const { [screen.rowKey ?? 'id']: id, ...body } = await readBody('update');
      return (await resource.update!(ctx, id as number, body)) ?? Promise.reject(notFound());
    }
    case 'remove':
    case 'removeOne': {
      const ids = endpoint.kind === 'remove' ? idList(request.body) : [rowId(target.id)];
      if ((await resource.remove!(ctx, ids)) === 0) throw notFound();
      return {};
    }
    default:
      throw new HttpError(500, 'error.internal');
  }
}
