import { z, type ZodTypeAny } from "zod";

// The only names a post to that form may carry.
export function schemaFields(schema: ZodTypeAny): string[] {
  return [...collect(schema, new Set<string>())];
}

function collect(schema: ZodTypeAny, into: Set<string>): Set<string> {
  if (schema instanceof z.ZodObject) for (const key of Object.keys(schema.shape as object)) into.add(key);
  else if (schema instanceof z.ZodEffects) collect(schema.innerType() as ZodTypeAny, into);
  else if (schema instanceof z.ZodPipeline) collect(schema._def.in as ZodTypeAny, into);
  else if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    for (const option of schema.options as ZodTypeAny[]) collect(option, into);
  } else if (schema instanceof z.ZodIntersection) {
    collect(schema._def.left as ZodTypeAny, into);
    collect(schema._def.right as ZodTypeAny, into);
  } else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    collect(schema._def.innerType as ZodTypeAny, into);
  } else if (schema instanceof z.ZodLazy) collect(schema._def.getter() as ZodTypeAny, into);
  return into;
}
