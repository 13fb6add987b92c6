/** The one place the app writes diagnostics; tests spy on it instead of on console. */
export const logger = {
  info: (message: string, ...details: unknown[]) =>
    console.info(`[roomwalk] ${message}`, ...details),
  warn: (message: string, ...details: unknown[]) =>
    console.warn(`[roomwalk] ${message}`, ...details),
  error: (message: string, ...details: unknown[]) =>
    console.error(`[roomwalk] ${message}`, ...details),
};
