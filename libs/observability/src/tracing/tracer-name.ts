/** The instrumentation scope of every span this project makes. */
export const TRACER_NAME = 'schengen-tracker';
