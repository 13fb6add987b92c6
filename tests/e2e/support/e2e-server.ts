/** How the browser tests' server is set up; read by playwright.config.ts and by the specs. */

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5199);

/** Each port gets its own database and mail folder, so two runs never share them. */
export const E2E_DATA_DIR = `data/e2e-${E2E_PORT}`;
export const E2E_MAIL_DIR = `${E2E_DATA_DIR}/mail`;

/**
 * Short enough that the session machine's first 60-second check already finds less than
 * 5 minutes left, long enough that no test outlives a token by accident.
 */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 330;

/** SEED_PASSWORD of the browser tests' server: the seeded account of every role signs in with it. */
export const E2E_SEED_PASSWORD = 'Seeded-R00ms-Walk!';
