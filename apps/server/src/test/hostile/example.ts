import { z } from 'zod';

type TJsonSchema = {
  type?: string | string[];
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  items?: TJsonSchema;
  minItems?: number;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
};

const FORMATS: Record<string, string> = {
  email: 'hostile@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  date: '2026-03-02',
  'date-time': '2026-03-02T09:00:00.000Z',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

/** A plausible value of a JSON schema: what a form would send, so a hostile value in one field meets valid others. */
function exampleOf(schema: TJsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return exampleOf(choice.find((option) => option.type !== 'null') ?? choice[0]!);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      const length = Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 8, 8));
      return 'test1234'.padEnd(length, 'x').slice(0, Math.max(length, 1));
    }
    case 'number':
    case 'integer':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => exampleOf(schema.items ?? {})) : [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, exampleOf(schema.properties?.[key] ?? {})]));
    default:
      return '1';
  }
}

/** The top-level field names of a request part's schema (an object, or a union or pipe of objects). */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = toJson(schema);
  const parts = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])];
  return [...new Set(parts.flatMap((part) => Object.keys(part.properties ?? {})))];
}

const toJson = (schema: z.ZodType): TJsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;

/** A value of the schema that passes it when the generator can tell (false: the example is refused, e.g. a regex or a refinement). */
export function validExample(schema: z.ZodType | undefined): { value: Record<string, unknown>; valid: boolean } {
  if (!schema) return { value: {}, valid: true };
  const value = exampleOf(toJson(schema));
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { value: record, valid: schema.safeParse(record).success };
}
