/**
 * Settings a SUPERADMIN changes at run time (issue 9), stored in app_settings, one row per key:
 *
 *   GET /superuser/settings, PUT /superuser/settings   SuperuserSettings / AppSettings
 *   GET /settings (public)                             PublicSettings: what every client may know
 *
 * errorReporting is a kill switch over the build's configuration (SPEC §1): `enabled: false`
 * keeps reporting off in every browser even where the build turns it on; `enabled: true` leaves
 * the build's rules in charge (it never turns reporting on where the build has it off).
 * tracesSampleRate replaces the build's rate; null keeps the build's rate.
 */
import * as v from 'valibot';

export const SETTINGS_OBJECT_MESSAGE = 'Send the settings as an object';
export const UNKNOWN_SETTING_MESSAGE = 'This setting does not exist';
export const ERROR_REPORTING_REQUIRED_MESSAGE = 'The error-reporting settings are required';
export const ENABLED_BOOLEAN_MESSAGE = 'Error reporting must be switched on or off (true or false)';
export const SAMPLE_RATE_MESSAGE = 'The trace sample rate must be a number from 0 to 1';

/**
 * A strict object's message: an unknown key, a missing key (by `required`), or not an object.
 * valibot reports the first two with the object's own message, so this tells them apart.
 */
export function strictObjectMessage(
  objectMessage: string,
  unknownKey: string,
  required: Readonly<Record<string, string>> = {},
) {
  return (issue: v.StrictObjectIssue): string => {
    if (issue.expected === 'never') return unknownKey;
    const key = issue.path?.at(-1)?.key;
    if (issue.received === 'undefined' && typeof key === 'string') {
      return required[key] ?? objectMessage;
    }
    return objectMessage;
  };
}

export const TracesSampleRateSchema = v.pipe(
  v.number(SAMPLE_RATE_MESSAGE),
  v.finite(SAMPLE_RATE_MESSAGE),
  v.minValue(0, SAMPLE_RATE_MESSAGE),
  v.maxValue(1, SAMPLE_RATE_MESSAGE),
);

export const ErrorReportingSettingsSchema = v.strictObject(
  {
    enabled: v.boolean(ENABLED_BOOLEAN_MESSAGE),
    tracesSampleRate: v.nullable(TracesSampleRateSchema),
  },
  strictObjectMessage(ERROR_REPORTING_REQUIRED_MESSAGE, UNKNOWN_SETTING_MESSAGE, {
    enabled: ENABLED_BOOLEAN_MESSAGE,
    tracesSampleRate: SAMPLE_RATE_MESSAGE,
  }),
);
export type ErrorReportingSettings = v.InferOutput<typeof ErrorReportingSettingsSchema>;

/** PUT /superuser/settings: every setting, replaced as a whole. */
export const AppSettingsSchema = v.strictObject(
  { errorReporting: ErrorReportingSettingsSchema },
  strictObjectMessage(SETTINGS_OBJECT_MESSAGE, UNKNOWN_SETTING_MESSAGE, {
    errorReporting: ERROR_REPORTING_REQUIRED_MESSAGE,
  }),
);
export type AppSettings = v.InferOutput<typeof AppSettingsSchema>;
export type SettingKey = keyof AppSettings;

/** The schema of each stored key, to read app_settings rows. */
export const SETTING_SCHEMAS: { [Key in SettingKey]: v.GenericSchema<unknown, AppSettings[Key]> } =
  {
    errorReporting: ErrorReportingSettingsSchema,
  };

/** What applies while a key has never been saved: the build decides everything. */
export const DEFAULT_APP_SETTINGS: AppSettings = {
  errorReporting: { enabled: true, tracesSampleRate: null },
};

/** GET /superuser/settings: the settings and when they were last changed (null: never). */
export const SuperuserSettingsSchema = v.object({
  settings: v.object({
    errorReporting: v.object({
      enabled: v.boolean(),
      tracesSampleRate: v.nullable(v.number()),
    }),
  }),
  updatedAt: v.nullable(v.string()),
});
export type SuperuserSettings = v.InferOutput<typeof SuperuserSettingsSchema>;

/** GET /settings: what every client may know, short-cacheable. */
export const PublicSettingsSchema = v.object({
  errorReporting: v.object({
    enabled: v.boolean(),
    tracesSampleRate: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  }),
});
export type PublicSettings = v.InferOutput<typeof PublicSettingsSchema>;

/** Browsers and CDNs may keep GET /settings this long: a kill switch applies within a minute. */
export const PUBLIC_SETTINGS_MAX_AGE_SECONDS = 60;
