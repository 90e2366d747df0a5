import fc from 'fast-check';

/** The subset of JSON Schema (2020-12, as zod writes it) that Brigade's input schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Plain addresses (fast-check's own are RFC-valid but stranger than any form accepts). */
const emailAddress = fc.stringMatching(
  /^[a-z][a-z0-9]{0,11}(\.[a-z0-9]{1,8})?@[a-z]{2,10}\.(com|fr|test)$/,
);

/** Text a client may send that no schema should let through to the database. */
export const hostileText = fc.constantFrom(
  'nul \u0000 inside',
  'lone \ud800 surrogate',
  'low \udc00 surrogate',
  '',
  ' ',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u202e\u0301',
  'x'.repeat(5_000),
);

/** What the generators may draw on besides the schema: real ids, for fields that hold one. */
export interface Known {
  ids: readonly string[];
}

/**
 * Values that fit `schema`, as far as its types, enums, bounds and formats say; a uuid is often
 * a real id (or nothing would ever be found), and a field named like an e-mail gets one (zod's
 * e-mail check is not in the document: it runs after a transform).
 */
export function validValue(schema: JsonSchema, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, known, depth + 1)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], known, depth + 1);
  const types = [schema.type ?? []].flat();
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, known, depth + 1)));
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: low(schema, -1_000), max: high(schema, 100_000) });
    case 'number':
      return fc.double({
        min: low(schema, -1_000),
        max: high(schema, 100_000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return text(schema, known);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, known, depth + 1) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return depth > 4 ? fc.constant({}) : object(schema, known, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const low = (schema: JsonSchema, fallback: number) =>
  Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? fallback - 1) + 1);
const high = (schema: JsonSchema, fallback: number) =>
  Math.floor(schema.maximum ?? (schema.exclusiveMaximum ?? fallback + 1) - 1);

function text(schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return known.ids.length > 0
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known.ids) }, fc.uuid())
        : fc.uuid();
    case 'email':
      return emailAddress;
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    default: {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
    }
  }
}

function object(
  schema: JsonSchema,
  known: Known,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      /email/i.test(key) && property.type === 'string'
        ? emailAddress
        : /Id$/.test(key) && property.type === 'string' && !property.format
          ? text({ ...property, format: 'uuid' }, known)
          : validValue(property, known, depth + 1),
    ]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
}

const wrongTypes = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.string({ maxLength: 3 }),
);

/**
 * Values that break `schema` the ways careless and hostile clients do: a field of the wrong
 * type, hostile text in a field, a required field missing, an unknown field, or no object at all.
 */
export function invalidValue(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const valid = validValue(schema, known).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  if (keys.length === 0) return fc.oneof(wrongTypes, hostileText);
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    fc.tuple(valid, key, wrongTypes).map(([value, name, wrong]) => ({ ...value, [name]: wrong })),
    fc.tuple(valid, key, hostileText).map(([value, name, bad]) => ({ ...value, [name]: bad })),
    fc.tuple(valid, key).map(([value, name]) => {
      const { [name]: _dropped, ...rest } = value;
      return rest;
    }),
    fc
      .tuple(valid, fc.constantFrom('extra', '__proto__', 'constructor', 'nul\u0000key'))
      .map(
        ([value, name]) => JSON.parse(JSON.stringify({ ...value, [name]: 'surprise' })) as object,
      ),
    fc.oneof(wrongTypes, hostileText),
  );
}
