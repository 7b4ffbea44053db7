import { describe, expect, it } from 'vitest';
import { cleanUnions, mergeIdenticalPaths, securityOf } from './openapi';

const param = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'integer' } });

describe('the OpenAPI document', () => {
  it('merges paths that differ only in parameter names, naming the parameter after all of them', () => {
    const merged = mergeIdenticalPaths({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/key-release/{storeId}': {
          get: { parameters: [param('storeId')] },
          post: { parameters: [param('storeId')] },
        },
        '/api/key-release/{id}': { put: { parameters: [param('id')] } },
        '/api/recipes/{typeOrId}': { get: { parameters: [param('typeOrId')] } },
        '/api/recipes/{id}': { delete: { parameters: [param('id')] } },
        '/api/stores/{id}/users/{userId}/link': { post: { parameters: [param('id'), param('userId')] } },
      },
    } as never) as { paths: Record<string, Record<string, { parameters: { name: string; description?: string }[] }>> };
    expect(Object.keys(merged.paths).sort()).toEqual([
      '/api/key-release/{storeIdOrId}',
      '/api/recipes/{typeOrId}',
      '/api/stores/{id}/users/{userId}/link',
    ]);
    const keyRelease = merged.paths['/api/key-release/{storeIdOrId}']!;
    expect(Object.keys(keyRelease)).toEqual(['get', 'post', 'put']);
    expect(keyRelease.put!.parameters[0]).toMatchObject({
      name: 'storeIdOrId',
      description: 'The id of the route PUT /api/key-release/{id}.',
    });
    expect(merged.paths['/api/recipes/{typeOrId}']!.get!.parameters[0]).toEqual(param('typeOrId'));
    expect(merged.paths['/api/stores/{id}/users/{userId}/link']!.post!.parameters.map((p) => p.name)).toEqual([
      'id',
      'userId',
    ]);
  });

  it('keeps every member of a union and unwraps a union of one', () => {
    expect(cleanUnions({ anyOf: [{ type: 'string' }, {}] })).toEqual({ type: 'string' });
    expect(cleanUnions({ properties: { a: { anyOf: [{ enum: ['0'] }, { anyOf: [{ type: 'integer' }] }] } } })).toEqual({
      properties: { a: { anyOf: [{ enum: ['0'] }, { type: 'integer' }] } },
    });
    expect(cleanUnions({ anyOf: [{}] })).toEqual({ anyOf: [{}] });
  });

  it('asks for the bearer token unless the route is public', () => {
    expect(securityOf({ public: true })).toEqual([]);
    expect(securityOf({ signedIn: true })).toEqual([{ bearerAuth: [] }]);
    expect(securityOf({ anyOf: ['key-release-log-view'] })).toEqual([{ bearerAuth: [] }]);
    expect(securityOf(undefined)).toBeUndefined();
  });
});
