/** A value that survives `JSON.stringify` / `JSON.parse` unchanged. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/** A JSON object, as carried in error `details`. */
export type JsonObject = { [key: string]: JsonValue };
