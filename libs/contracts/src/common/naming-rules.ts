/** RPC patterns are imperative `<service>.<resource>.<verb>`, e.g. 'travel.entries.create'. */
export const RPC_PATTERN_FORMAT = /^[a-z-]+\.[a-z-]+\.[a-z-]+$/;

/** Event topics are facts, `<service>.<entity>.<past-verb>.v<n>`: 'auth.user.registered.v1'. */
export const EVENT_TOPIC_FORMAT = /^[a-z-]+\.[a-z-]+\.[a-z-]+\.v\d+$/;
