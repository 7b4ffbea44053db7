import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { endpoint, type ErrorStatus } from '../endpoint';
import { IdSchema } from '../inputs';
import {
  OrderMoveSchema,
  RecipeAnswerSchema,
  RecipeCreateSchema,
  RecipeSchema,
  RecipeStoreQuerySchema,
  RecipeTypeSchema,
  RecipeUpdateSchema,
} from '../recipes';

const tag = 'Recipes';
const errors = [401, 403, 404, 413, 422] as const satisfies readonly ErrorStatus[];
const viewers = { anyOf: ['recipes-view'] } as const;
const ListAnswer = okEnvelope(z.array(RecipeSchema));
const OneAnswer = okEnvelope(RecipeAnswerSchema);

/** The recipe library: global recipes and store-specific ones (spec 2 §2 Recipes, §7). */
export const recipesEndpoints = {
  listDrink: endpoint({
    method: 'GET',
    path: '/recipes/drink',
    operationId: 'listDrinkRecipes',
    summary: 'List the drink recipes a store sees',
    tag,
    access: viewers,
    query: RecipeStoreQuerySchema,
    answer: ListAnswer,
    errors,
  }),
  listBatch: endpoint({
    method: 'GET',
    path: '/recipes/batch/files',
    operationId: 'listBatchRecipes',
    summary: 'List the batch recipes a store sees, with their media',
    tag,
    access: viewers,
    query: RecipeStoreQuerySchema,
    answer: ListAnswer,
    errors,
  }),
  listOfTypeWithFiles: endpoint({
    method: 'GET',
    path: '/recipes/:type/files',
    operationId: 'listRecipesOfTypeWithFiles',
    summary: 'List the recipes of one type a store sees, with their media',
    tag,
    access: viewers,
    params: z.object({ type: RecipeTypeSchema }),
    query: RecipeStoreQuerySchema,
    answer: ListAnswer,
    errors,
  }),
  /** GET /recipes/{type} and GET /recipes/{id} share one address pattern: a type name or a recipe id. */
  listOfTypeOrGet: endpoint({
    method: 'GET',
    path: '/recipes/:typeOrId',
    operationId: 'listRecipesOfTypeOrGetRecipe',
    summary: 'List the recipes of one type a store sees, or get one recipe by its id',
    tag,
    access: viewers,
    params: z.object({ typeOrId: z.union([RecipeTypeSchema, IdSchema]) }),
    query: RecipeStoreQuerySchema,
    answer: z.union([ListAnswer, OneAnswer]),
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/recipes',
    operationId: 'createRecipe',
    summary: 'Add a recipe',
    tag,
    access: { anyOf: ['recipes-create'] },
    body: RecipeCreateSchema,
    answer: OneAnswer,
    errors,
  }),
  /**
   * The spec's PUT /recipes/order/{type}. Its `order` is a parameter of one value, so that the
   * OpenAPI document holds no two paths of one shape (GET /recipes/{type}/files; decision 254).
   */
  move: endpoint({
    method: 'PUT',
    path: '/recipes/:order/:type',
    operationId: 'moveRecipe',
    summary: 'Move a recipe to another position in its list',
    tag,
    access: { anyOf: ['recipes-edit'] },
    params: z.object({
      order: z.literal('order').meta({ description: 'The word `order`: this address orders a list' }),
      type: RecipeTypeSchema,
    }),
    body: OrderMoveSchema,
    answer: ListAnswer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/recipes/:id',
    operationId: 'updateRecipe',
    summary: 'Change a recipe, optionally adding a file',
    tag,
    access: { anyOf: ['recipes-edit'] },
    params: z.object({ id: IdSchema }),
    body: RecipeUpdateSchema,
    answer: OneAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/recipes/:id',
    operationId: 'deleteRecipe',
    summary: 'Remove a recipe and its media',
    tag,
    access: { anyOf: ['recipes-delete'] },
    params: z.object({ id: IdSchema }),
    answer: OkSchema,
    errors,
  }),
};
