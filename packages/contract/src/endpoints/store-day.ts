import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { CalendarDateSchema, IdSchema } from '../inputs';
import {
  ChainDueTimesSchema,
  DAY_VIEW_PERMISSIONS,
  StoreDaySchema,
  StoreDueTimesInputSchema,
  StoreDueTimesSchema,
  TodayBoardSchema,
} from '../store-day';

const tag = 'Store day';
const errors = SIGNED_IN_ERRORS;
const storeParams = z.object({ storeId: IdSchema });

/** Due times, the states of a store's day, and the Today board (DESIGN §8). */
export const storeDayEndpoints = {
  today: endpoint({
    method: 'GET',
    path: '/store-day/today',
    operationId: 'getTodayBoard',
    summary: "Today's due work at every store the caller may see, late and missed first",
    tag,
    access: { anyOf: ['today-board-view'] },
    answer: okEnvelope(TodayBoardSchema),
    errors,
  }),
  day: endpoint({
    method: 'GET',
    path: '/store-day/stores/:storeId/days/:date',
    operationId: 'getStoreDay',
    summary: "A store's due work on a day, with each item's state",
    tag,
    access: { anyOf: DAY_VIEW_PERMISSIONS },
    params: storeParams.extend({ date: CalendarDateSchema }),
    answer: okEnvelope(StoreDaySchema),
    errors,
  }),
  chainDueTimes: endpoint({
    method: 'GET',
    path: '/store-day/due-times',
    operationId: 'getChainDueTimes',
    summary: "The chain's due times",
    tag,
    access: { anyOf: ['today-board-view', 'due-times-edit'] },
    answer: okEnvelope(ChainDueTimesSchema),
    errors,
  }),
  saveChainDueTimes: endpoint({
    method: 'PUT',
    path: '/store-day/due-times',
    operationId: 'saveChainDueTimes',
    summary: "Set the chain's due times (a chain-wide grant)",
    tag,
    access: { anyOf: ['due-times-edit'] },
    body: ChainDueTimesSchema,
    answer: OkSchema,
    errors,
  }),
  storeDueTimes: endpoint({
    method: 'GET',
    path: '/store-day/stores/:storeId/due-times',
    operationId: 'getStoreDueTimes',
    summary: "A store's due times: its own and the chain's",
    tag,
    access: { anyOf: ['today-board-view', 'due-times-edit'] },
    params: storeParams,
    answer: okEnvelope(StoreDueTimesSchema),
    errors,
  }),
  saveStoreDueTimes: endpoint({
    method: 'PUT',
    path: '/store-day/stores/:storeId/due-times',
    operationId: 'saveStoreDueTimes',
    summary: "Set a store's own due times, or hand items back to the chain's",
    tag,
    access: { anyOf: ['due-times-edit'] },
    params: storeParams,
    body: StoreDueTimesInputSchema,
    answer: OkSchema,
    errors,
  }),
};
