/** Flattened translation messages of one locale: dotted key → ICU message (SPEC §3, §7). */
export type Messages = Record<string, string>;
