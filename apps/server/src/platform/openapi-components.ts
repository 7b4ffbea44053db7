import { z } from 'zod';
import * as addressBook from '@dripp/contract/address-book';
import * as api from '@dripp/contract/api';
import * as cashCount from '@dripp/contract/cash-count';
import * as categories from '@dripp/contract/categories';
import * as checklists from '@dripp/contract/checklists';
import * as commSheet from '@dripp/contract/comm-sheet';
import * as correctiveActions from '@dripp/contract/corrective-actions';
import * as dailyChecklist from '@dripp/contract/daily-checklist';
import * as digest from '@dripp/contract/digest';
import * as documents from '@dripp/contract/documents';
import * as evaluations from '@dripp/contract/evaluations';
import * as history from '@dripp/contract/history';
import * as homeContent from '@dripp/contract/home-content';
import * as incidents from '@dripp/contract/incidents';
import * as inputs from '@dripp/contract/inputs';
import * as keyRelease from '@dripp/contract/key-release';
import * as mailPreview from '@dripp/contract/mail-preview';
import * as media from '@dripp/contract/media';
import * as notifications from '@dripp/contract/notifications';
import * as ordering from '@dripp/contract/ordering';
import * as overview from '@dripp/contract/overview';
import * as products from '@dripp/contract/products';
import * as push from '@dripp/contract/push';
import * as readBack from '@dripp/contract/read-back';
import * as recipes from '@dripp/contract/recipes';
import * as recordSaves from '@dripp/contract/record-saves';
import * as roles from '@dripp/contract/roles';
import * as schematics from '@dripp/contract/schematics';
import * as serviceTicket from '@dripp/contract/service-ticket';
import * as session from '@dripp/contract/session';
import * as storeDay from '@dripp/contract/store-day';
import * as stores from '@dripp/contract/stores';
import * as users from '@dripp/contract/users';
import * as vendors from '@dripp/contract/vendors';
import * as wasteLog from '@dripp/contract/waste-log';
import { closeObjects } from './openapi-json';

/**
 * Named schemas for the OpenAPI document (`components.schemas`), from the contract's own names:
 * each object schema a contract module exports as `<Name>Schema` is `<Name>`. A part of a body or
 * an answer that is exactly such a schema becomes a `$ref` to it; a body's form (as it is read,
 * closed to unknown keys) that differs from the answer's is `<Name>Write` (`<Name>` when the name
 * says Input already). Nothing is named by hand, so a new record is named when it is exported.
 */

const MODULES = [
  addressBook,
  api,
  cashCount,
  categories,
  checklists,
  commSheet,
  correctiveActions,
  dailyChecklist,
  digest,
  documents,
  evaluations,
  history,
  homeContent,
  incidents,
  inputs,
  keyRelease,
  mailPreview,
  media,
  notifications,
  ordering,
  overview,
  products,
  push,
  readBack,
  recipes,
  recordSaves,
  roles,
  schematics,
  serviceTicket,
  session,
  storeDay,
  stores,
  users,
  vendors,
  wasteLog,
];

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

/** Every exported object schema, by its name less `Schema`; the first export of a schema names it. */
function namedObjects(): Map<string, z.ZodType> {
  const named = new Map<string, z.ZodType>();
  const seen = new Set<z.ZodType>();
  for (const module of MODULES)
    for (const [exported, value] of Object.entries(module)) {
      if (!exported.endsWith('Schema') || !(value instanceof z.ZodType)) continue;
      if (value._zod.def.type !== 'object' || seen.has(value)) continue;
      const name = exported.slice(0, -'Schema'.length);
      if (named.has(name)) continue;
      seen.add(value);
      named.set(name, value);
    }
  return named;
}

/** Key order does not matter: the same schema is the same string. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
}

export interface SchemaForm {
  /** The JSON Schema the document shows for a zod schema read as `io`, as the route transform makes it. */
  (schema: z.ZodType, io: Io): unknown;
}

interface Index {
  byShape: Map<string, string>;
  schemas: Map<string, unknown>;
}

function indexOf(form: SchemaForm): { answers: Index; bodies: Index } {
  const answers: Index = { byShape: new Map(), schemas: new Map() };
  const bodies: Index = { byShape: new Map(), schemas: new Map() };
  for (const [name, schema] of namedObjects()) {
    const answer = form(schema, 'output');
    const body = closeObjects(form(schema, 'input'));
    const answerShape = canonical(answer);
    const bodyShape = canonical(body);
    if (!name.endsWith('Input') && !answers.byShape.has(answerShape)) {
      answers.byShape.set(answerShape, name);
      answers.schemas.set(name, answer);
    }
    if (bodies.byShape.has(bodyShape)) continue;
    const bodyName = bodyShape === answerShape || name.endsWith('Input') ? name : `${name}Write`;
    bodies.byShape.set(bodyShape, bodyName);
    bodies.schemas.set(bodyName, body);
  }
  return { answers, bodies };
}

const CHILDREN = ['properties', 'items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'prefixItems'];

/** The schema with each part that is a named schema replaced by its `$ref`, the names used noted. */
function withRefs(value: unknown, index: Index, used: Map<string, unknown>, root = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withRefs(item, index, used));
  if (value === null || typeof value !== 'object') return value;
  const name = root ? undefined : index.byShape.get(canonical(value));
  if (name) {
    if (!used.has(name)) {
      used.set(name, null);
      used.set(name, withRefs(index.schemas.get(name), index, used, true));
    }
    return { $ref: `#/components/schemas/${name}` };
  }
  const schema = value as Json;
  return Object.fromEntries(
    Object.entries(schema).map(([key, child]) => {
      if (!CHILDREN.includes(key)) return [key, child];
      if (key === 'properties' && child && typeof child === 'object')
        return [key, Object.fromEntries(Object.entries(child).map(([p, s]) => [p, withRefs(s, index, used)]))];
      return [key, withRefs(child, index, used)];
    }),
  );
}

interface Media {
  schema?: unknown;
}
interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

/** Puts the named schemas of every body and answer in `components.schemas`, referred to by `$ref`. */
export function nameSchemas<D>(document: D, form: SchemaForm): D {
  const { answers, bodies } = indexOf(form);
  const used = new Map<string, unknown>();
  const doc = document as { paths?: Record<string, Record<string, Operation>>; components?: Json };
  for (const item of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object') continue;
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        if (media.schema) media.schema = withRefs(media.schema, bodies, used);
      for (const answer of Object.values(operation.responses ?? {}))
        for (const media of Object.values(answer.content ?? {}))
          if (media.schema) media.schema = withRefs(media.schema, answers, used);
    }
  const schemas = Object.fromEntries([...used].sort(([a], [b]) => (a < b ? -1 : 1)));
  return { ...doc, components: { ...doc.components, schemas } } as D;
}
