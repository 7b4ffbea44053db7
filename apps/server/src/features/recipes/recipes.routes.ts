import type { FastifyPluginAsync } from 'fastify';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { recipesEndpoints as endpoints } from '@dripp/contract/endpoints/recipes';
import { RECIPE_MEDIA_OWNER } from '../../db/schema/index';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
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

/** The recipe library: global recipes and store-specific ones (spec 2 §2 Recipes, §7). */
export const recipesRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  registerMediaOwner({
    ownerType: RECIPE_MEDIA_OWNER,
    streamedExtensions: ATTACHMENT_EXTENSIONS,
    editPermission: 'recipes-edit',
    storeIdOf: recipeStoreOf,
    chainWide: true,
  });

  route(app, endpoints.listDrink, async (request) => ({
    success: true as const,
    data: await listDrinkRecipes(ctx, signedIn(request), request.query.store_id),
  }));

  route(app, endpoints.listBatch, async (request) => ({
    success: true as const,
    data: await listRecipes(ctx, signedIn(request), 'batch-recipes', request.query.store_id),
  }));

  route(app, endpoints.listOfTypeWithFiles, async (request) => ({
    success: true as const,
    data: await listRecipes(ctx, signedIn(request), request.params.type, request.query.store_id),
  }));

  route(app, endpoints.listOfTypeOrGet, async (request) => {
    const { typeOrId } = request.params;
    const principal = signedIn(request);
    return typeof typeOrId === 'number'
      ? { success: true as const, data: await getRecipe(ctx, principal, typeOrId) }
      : { success: true as const, data: await listRecipes(ctx, principal, typeOrId, request.query.store_id) };
  });

  route(
    app,
    endpoints.create,
    async (request) => ({
      success: true as const,
      data: await createRecipe(ctx, signedIn(request), request.body),
      message: 'Successfully saved new Recipe',
    }),
    { bodyLimit: 1024 * 1024 },
  );

  route(app, endpoints.move, async (request) => ({
    success: true as const,
    data: await moveRecipe(ctx, signedIn(request), request.params.type, request.body),
    message: 'Successfully changed order of Recipes',
  }));

  route(
    app,
    endpoints.update,
    async (request) => ({
      success: true as const,
      data: await updateRecipe(ctx, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated Recipe',
    }),
    { bodyLimit: uploadBodyLimit(ctx.config) },
  );

  route(app, endpoints.remove, async (request) => {
    await deleteRecipe(ctx, signedIn(request), request.params.id, request.log);
    return { success: true as const, message: 'Successfully removed Recipe' };
  });
};
