import type { BusEvent } from '../event-bus.port';

/** One stream entry as Redis returns it: its id and its flat field list (null once trimmed). */
export interface StreamEntry {
  readonly id: string;
  readonly fields: readonly string[] | null;
}

/** The fields an event is stored under in its stream (the topic is the stream itself). */
export function eventFields(event: BusEvent): string[] {
  return ['eventId', event.eventId, 'key', event.key, 'payload', JSON.stringify(event.payload)];
}

/** The event stored in an entry, or an Error saying why the entry is not one. */
export function decodeEntry(topic: string, entry: StreamEntry): BusEvent | Error {
  if (!entry.fields) return new Error(`entry ${entry.id} was trimmed from the stream`);
  const field = (name: string): string | undefined => {
    for (let i = 0; i + 1 < entry.fields!.length; i += 2) {
      if (entry.fields![i] === name) return entry.fields![i + 1];
    }
    return undefined;
  };
  const eventId = field('eventId');
  const key = field('key');
  const raw = field('payload');
  if (eventId === undefined || key === undefined || raw === undefined) {
    return new Error(`entry ${entry.id} lacks eventId, key or payload`);
  }
  try {
    const payload: unknown = JSON.parse(raw);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      return new Error(`entry ${entry.id} has a payload that is not a JSON object`);
    }
    return { topic, key, eventId, payload: payload as Record<string, unknown> };
  } catch (error) {
    return new Error(`entry ${entry.id} has a payload that is not JSON`, { cause: error });
  }
}

/** XREADGROUP's reply (`[[key, [[id, fields], …]], …]` or null) as entries per stream key. */
export function parseReadReply(reply: unknown): Array<[string, StreamEntry[]]> {
  if (!Array.isArray(reply)) return [];
  return reply.map((stream: unknown) => {
    const [key, entries] = stream as [string, unknown];
    return [String(key), parseEntries(entries)];
  });
}

/** XAUTOCLAIM's reply: the next cursor, the claimed entries, and ids deleted meanwhile (Redis 7). */
export function parseAutoClaimReply(reply: unknown): {
  cursor: string;
  entries: StreamEntry[];
  deletedIds: string[];
} {
  const [cursor, entries, deleted] = reply as [string, unknown, unknown];
  return {
    cursor: String(cursor),
    entries: parseEntries(entries),
    deletedIds: Array.isArray(deleted) ? deleted.map(String) : [],
  };
}

/** A list of `[id, fields]` pairs (XCLAIM, XAUTOCLAIM, XREADGROUP per stream). */
export function parseEntries(entries: unknown): StreamEntry[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .filter((entry: unknown): entry is [unknown, unknown] => Array.isArray(entry))
    .map(([id, fields]) => ({
      id: String(id),
      fields: Array.isArray(fields) ? fields.map(String) : null,
    }));
}

/** XPENDING's extended reply (`[[id, consumer, idleMs, deliveries], …]`) keyed by id. */
export function parsePendingReply(
  reply: unknown,
): Map<string, { consumer: string; deliveries: number }> {
  const pending = new Map<string, { consumer: string; deliveries: number }>();
  if (!Array.isArray(reply)) return pending;
  for (const row of reply as unknown[][]) {
    pending.set(String(row[0]), { consumer: String(row[1]), deliveries: Number(row[3]) });
  }
  return pending;
}
