/** Injection token of the service's clock: `() => Date`. Tests pass a controllable one. */
export const CLOCK = Symbol('CLOCK');

/** The current instant. Read it through the injected clock, never `new Date()` in a use case. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
