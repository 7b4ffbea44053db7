import { OkSchema } from '../api';
import { endpoint } from '../endpoint';

/** Whether the server and its database answer. */
export const healthEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Check that the server and its database answer',
    tag: 'Health',
    access: { public: true },
    answer: OkSchema,
    errors: [],
  }),
};
