import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import { IdSchema } from '@dripp/contract/inputs';
import {
  OrderMoveSchema,
  RecipeAnswerSchema,
  RecipeCreateSchema,
  RecipeSchema,
  RecipeStoreQuerySchema,
  RecipeTypeSchema,
  RecipeUpdateSchema,
} from '@dripp/contract/recipes';
import { RECIPE_MEDIA_OWNER } from '../../db/schema/index';
import { signedIn, type Access } from '../../platform/access';
import { registerMediaOwner } from '../../platform/media/owners';
import { uploadBodyLimit } from '../../platform/media/upload';
import {
  createRecipe,
  deleteRecipe,
  getRecipe,
  listDrinkRecipes,
  listRecipes,
  moveRecipe,
  recipeStoreOf,
  updateRecipe,
} from './recipes.service';

const IdParams = z.object({ id: IdSchema });
const TypeParams = z.object({ type: RecipeTypeSchema });
/** GET /recipes/{type} and GET /recipes/{id} share one address pattern: a type name or a recipe id. */
const TypeOrIdParams = z.object({ typeOrId: z.union([RecipeTypeSchema, IdSchema]) });
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 422: ErrorSchema };
const ListAnswer = okEnvelope(z.array(RecipeSchema));
const OneAnswer = okEnvelope(RecipeAnswerSchema);
const viewers = { access: { anyOf: ['recipes-view'] } } satisfies { access: Access };

/** The recipe library: global recipes and store-specific ones (spec 2 §2 Recipes, §7). */
export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerMediaOwner({
    ownerType: RECIPE_MEDIA_OWNER,
    streamedExtensions: ATTACHMENT_EXTENSIONS,
    editPermission: 'recipes-edit',
    storeIdOf: recipeStoreOf,
    chainWide: true,
  });

  app.get(
    '/recipes/drink',
    { config: viewers, schema: { querystring: RecipeStoreQuerySchema, response: { 200: ListAnswer, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listDrinkRecipes(ctx, signedIn(request), request.query.store_id),
    }),
  );

  app.get(
    '/recipes/batch/files',
    { config: viewers, schema: { querystring: RecipeStoreQuerySchema, response: { 200: ListAnswer, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listRecipes(ctx, signedIn(request), 'batch-recipes', request.query.store_id),
    }),
  );

  app.get(
    '/recipes/:type/files',
    {
      config: viewers,
      schema: { params: TypeParams, querystring: RecipeStoreQuerySchema, response: { 200: ListAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await listRecipes(ctx, signedIn(request), request.params.type, request.query.store_id),
    }),
  );

  app.get(
    '/recipes/:typeOrId',
    {
      config: viewers,
      schema: {
        params: TypeOrIdParams,
        querystring: RecipeStoreQuerySchema,
        response: { 200: z.union([ListAnswer, OneAnswer]), ...errors },
      },
    },
    async (request) => {
      const { typeOrId } = request.params;
      const principal = signedIn(request);
      return typeof typeOrId === 'number'
        ? { success: true as const, data: await getRecipe(ctx, principal, typeOrId) }
        : { success: true as const, data: await listRecipes(ctx, principal, typeOrId, request.query.store_id) };
    },
  );

  app.post(
    '/recipes',
    {
      bodyLimit: 1024 * 1024,
      config: { access: { anyOf: ['recipes-create'] } },
      schema: { body: RecipeCreateSchema, response: { 200: OneAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createRecipe(ctx, signedIn(request), request.body),
      message: 'Successfully saved new Recipe',
    }),
  );

  app.put(
    '/recipes/order/:type',
    {
      config: { access: { anyOf: ['recipes-edit'] } },
      schema: { params: TypeParams, body: OrderMoveSchema, response: { 200: ListAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await moveRecipe(ctx, signedIn(request), request.params.type, request.body),
      message: 'Successfully changed order of Recipes',
    }),
  );

  app.put(
    '/recipes/:id',
    {
      bodyLimit: uploadBodyLimit(ctx.config),
      config: { access: { anyOf: ['recipes-edit'] } },
      schema: { params: IdParams, body: RecipeUpdateSchema, response: { 200: OneAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateRecipe(ctx, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated Recipe',
    }),
  );

  app.delete(
    '/recipes/:id',
    {
      config: { access: { anyOf: ['recipes-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteRecipe(ctx, signedIn(request), request.params.id, request.log);
      return { success: true as const, message: 'Successfully removed Recipe' };
    },
  );
};
