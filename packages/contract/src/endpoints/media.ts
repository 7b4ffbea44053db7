import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { endpoint } from '../endpoint';
import { IdSchema, text } from '../inputs';
import { MEDIA_FILE_TYPES, MediaFileSchema, STREAMED_UPLOAD_OWNERS } from '../media';

const tag = 'Media';
const params = z.object({ id: text(64), filename: text(255) });

/**
 * Media files. GET is public on purpose: the id is 128 random bits, so the address itself is the
 * capability (img and video tags cannot send a bearer token).
 */
export const mediaEndpoints = {
  file: endpoint({
    method: 'GET',
    path: '/media/:id/:filename',
    operationId: 'getMediaFile',
    summary: 'Get a media file (or a range of it) with its own content type',
    tag,
    access: { public: true },
    params,
    fileType: MEDIA_FILE_TYPES,
    errors: [404, 416],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/media/:id/:filename',
    operationId: 'deleteMediaFile',
    summary: 'Remove a media file from its record',
    tag,
    access: { signedIn: true },
    params,
    answer: OkSchema,
    errors: [401, 403, 404],
  }),
  upload: endpoint({
    method: 'POST',
    path: '/uploads/:owner/:ownerId',
    operationId: 'uploadMediaFile',
    summary: 'Stream a file to an existing record',
    description: `A video (or any allowed file) streamed as multipart/form-data (one part, \`file\`) to an existing record: ${STREAMED_UPLOAD_OWNERS.join(', ')}`,
    tag,
    access: { signedIn: true },
    params: z.object({
      owner: text(50).meta({
        description: `The kind of record: ${STREAMED_UPLOAD_OWNERS.join(', ')} (any other answers 404)`,
      }),
      ownerId: IdSchema.meta({ description: "The record's id" }),
    }),
    streamedFile: true,
    answer: okEnvelope(MediaFileSchema),
    errors: [401, 403, 404, 413, 415, 422, 429],
  }),
};
