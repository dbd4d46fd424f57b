// Never an inherited name such as 'toString'.
export function isOwnKey<R extends object>(record: R, value: unknown): value is keyof R {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(record, value);
}
