import { z } from 'zod';
import { text } from './inputs';

/** An attached file as every record answers it; `url` is the media's own address (GET serves, DELETE removes). */
export const MediaFileSchema = z.object({
  url: z.string(),
  is_video: z.boolean(),
});
export type MediaFile = z.infer<typeof MediaFileSchema>;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov'] as const;
/** Office and PDF files (HR documents); checked from the bytes like every upload. */
export const OFFICE_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export type MediaExtension =
  (typeof IMAGE_EXTENSIONS)[number] | (typeof VIDEO_EXTENSIONS)[number] | (typeof OFFICE_EXTENSIONS)[number];

/** Communication sheets and service tickets (spec 1 §5). */
export const ATTACHMENT_EXTENSIONS: readonly MediaExtension[] = [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS];

/**
 * An upload as a data URL. The real ceiling is the route's body limit and the server's size
 * limits (images 10 MB, videos 100 MB by default); this only stops absurd strings early.
 */
export const DataUrlSchema = z
  .string()
  .max(512 * 1024 * 1024)
  .startsWith('data:', 'The file must be sent as a data URL');

export const FilenameSchema = text(255);

/** The optional file fields that upload routes accept beside their own fields. */
export const UploadFieldsSchema = z.object({
  file: DataUrlSchema.nullish(),
  filename: FilenameSchema.nullish(),
});

/**
 * The records that take a video (or any attachment) streamed as multipart/form-data after they
 * are saved, rather than as a data URL in their JSON: `POST /api/uploads/{owner}/{id}`.
 */
export const STREAMED_UPLOAD_OWNERS = ['comm-sheet', 'service-ticket', 'recipe', 'schematic'] as const;
export type StreamedUploadOwner = (typeof STREAMED_UPLOAD_OWNERS)[number];

/** What a stored file is: a photo, a video, or a document (PDF, Word, Excel). */
export type MediaKind = 'image' | 'video' | 'document';

/**
 * Every type of file the portal keeps, by its canonical extension: the media type it is served
 * with and its kind. The one list: the server identifies uploads by it and the document declares
 * the files it serves from it.
 */
export const MEDIA_TYPES = {
  jpg: { mime: 'image/jpeg', kind: 'image' },
  png: { mime: 'image/png', kind: 'image' },
  gif: { mime: 'image/gif', kind: 'image' },
  svg: { mime: 'image/svg+xml', kind: 'image' },
  mp4: { mime: 'video/mp4', kind: 'video' },
  mov: { mime: 'video/quicktime', kind: 'video' },
  pdf: { mime: 'application/pdf', kind: 'document' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kind: 'document' },
  doc: { mime: 'application/msword', kind: 'document' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', kind: 'document' },
  xls: { mime: 'application/vnd.ms-excel', kind: 'document' },
} as const satisfies Record<string, { mime: string; kind: MediaKind }>;
export type MediaType = keyof typeof MEDIA_TYPES;

/** The media types a stored file is served with: its photos, videos and documents. */
export const MEDIA_FILE_TYPES: readonly string[] = Object.values(MEDIA_TYPES).map((type) => type.mime);

/** The media types of the documents the portal keeps (PDF, Word and Excel). */
export const DOCUMENT_FILE_TYPES: readonly string[] = Object.values(MEDIA_TYPES)
  .filter((type) => type.kind === 'document')
  .map((type) => type.mime);
