// Types of stores.mjs.
export declare function createThrowawayDatabase(
  label: string,
  serverUrl?: string,
): Promise<{ url: string; drop(): Promise<void> }>;
