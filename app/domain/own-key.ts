/** Whether `value` is one of `record`'s own keys: a name from a request, never an inherited one such as 'toString'. */
export function isOwnKey<R extends object>(record: R, value: unknown): value is keyof R {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(record, value);
}
