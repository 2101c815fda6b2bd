/** The same tree of keys with string leaves: an English set typed against the Russian one. */
export type DeepStringRecord<T> = { [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]> };
